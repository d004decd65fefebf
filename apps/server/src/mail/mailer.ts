import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, printed on the console when mail is saved to files. */
  link?: string;
};

export type Mailer = {
  /** Sends and waits for the transport. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the request wait: answers then take the same time whether or not a
   * mail goes out (no account enumeration by timing), and a slow mail server never slows a request.
   */
  queue(message: MailMessage): void;
  /** Waits for queued mail (graceful shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

type MailLogger = { error(obj: object, msg: string): void };

export type MailerOptions = {
  from: string;
  /** smtp:// or smtps:// URL; without it, mail is saved under `mailDir` and its link printed. */
  smtpUrl?: string | undefined;
  mailDir: string;
  logger: MailLogger;
};

function fileName(message: MailMessage): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const to = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  return `${stamp}-${to}-${Math.random().toString(36).slice(2, 8)}.eml`;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const info: unknown = await transport.sendMail({
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (options.smtpUrl) return;
    // No mail server configured: keep the message where a newcomer can read it.
    const raw = (info as { message?: Buffer }).message;
    mkdirSync(options.mailDir, { recursive: true });
    const file = join(options.mailDir, fileName(message));
    writeFileSync(file, raw ?? message.text);
    console.log(`Mail to ${message.to}: ${message.subject} — ${message.link ?? file}`);
  }

  return {
    send,
    queue(message) {
      const delivery = send(message)
        .catch((error: unknown) => options.logger.error({ err: error, to: message.to }, `Could not send mail "${message.subject}"`))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}
