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
  /** Files sent with the mail, e.g. a CWR acknowledgement: written by a composer at send time, never kept in the outbox. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: string; contentType?: string };

/**
 * The transport: hands one message to the mail server and waits for it. Features never call it:
 * they write mail to the outbox (`enqueueMail`, src/mail/outbox.ts), whose worker sends it.
 */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

export type MailerOptions = {
  from: string;
  /** smtp:// or smtps:// URL; without it, mail is saved under `mailDir` and its link printed. */
  smtpUrl?: string | undefined;
  mailDir: string;
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

  async function send(message: MailMessage): Promise<void> {
    const info: unknown = await transport.sendMail({
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // Base64 carries a file as it is: a quoted-printable text part's line breaks are the receiving client's to
      // convert, and a CWR file's records end in CRLF and often in spaces.
      attachments: message.attachments?.map((attachment) => ({ ...attachment, contentTransferEncoding: 'base64' as const })),
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
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
