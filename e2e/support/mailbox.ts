import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

/** The variable holding the SMTP port, chosen once per run by playwright.config.ts. */
export const SMTP_PORT_VARIABLE = 'E2E_SMTP_PORT';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/** Undo quoted-printable soft line breaks and escapes so links can be read from the body. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export class Mailbox {
  private readonly messages: ReceivedMail[] = [];
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          this.messages.push({ to, raw, text: decodeQuotedPrintable(raw) });
          callback();
        });
      },
    });
  }

  listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(Number(process.env[SMTP_PORT_VARIABLE]), '127.0.0.1', () => resolve());
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Every link containing `pathPart` in the mail to `address` so far, oldest first, without waiting. */
  linksSentTo(address: string, pathPart: string): string[] {
    const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`);
    return this.messages
      .filter((message) => message.to.includes(address.toLowerCase()))
      .flatMap((message) => pattern.exec(message.text)?.[0].replace(/&amp;/g, '&') ?? []);
  }

  /** Waits (as long as any expectation) for a mail to `address` and returns the first link in it that contains `pathPart`. */
  async linkSentTo(address: string, pathPart: string): Promise<string> {
    const findLink = () => this.linksSentTo(address, pathPart)[0];
    const what = `a mail to ${address} with a link containing "${pathPart}"`;
    await expect.poll(findLink, { message: what }).toBeDefined();
    const link = findLink();
    if (link === undefined) throw new Error(`No ${what}`);
    return link;
  }
}
