import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };
export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string; attachments: ReceivedAttachment[] };

/** Undo quoted-printable soft line breaks and escapes so links can be read from the body. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

type MimePart = { headers: Map<string, string>; body: string };

/** A part's headers (names in lower case, folded lines joined) and its body. */
function mimePart(raw: string): MimePart {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

/** A header's parameter (`boundary`, `filename`), quoted or not. */
function parameterOf(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header ?? '');
  return match?.[1] ?? match?.[2];
}

/** The leaf parts of a MIME message, multiparts opened at their boundaries (RFC 2046 §5.1). */
function leafParts(raw: string): MimePart[] {
  const part = mimePart(raw);
  const boundary = parameterOf(part.headers.get('content-type'), 'boundary');
  if (!boundary) return [part];
  const pieces = part.body.split(`--${boundary}`);
  // Before the first boundary is the preamble; from the closing `--boundary--` on, the epilogue.
  return pieces.slice(1, -1).flatMap((piece) => leafParts(piece.replace(/^\r\n/, '').replace(/\r\n$/, '')));
}

function decodedBody(part: MimePart): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(part.body), 'latin1');
  return Buffer.from(part.body, 'utf8');
}

/** The parts sent as attachments, decoded: what a mail client would save. */
function attachmentsOf(raw: string): ReceivedAttachment[] {
  return leafParts(raw)
    .filter((part) => /^attachment\b/i.test(part.headers.get('content-disposition') ?? ''))
    .map((part) => ({
      filename: parameterOf(part.headers.get('content-disposition'), 'filename') ?? '',
      contentType: (part.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '',
      content: decodedBody(part),
    }));
}

/**
 * A real SMTP server on a random port: the app sends its mail here through nodemailer's SMTP
 * transport, exactly as in production, and tests read the links from what arrived.
 */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  /** While true, every message is answered with a temporary failure (451), as a mail server in trouble would. */
  refusing = false;
  /** While set, messages wait for it before they are accepted: a slow mail server. */
  holdUntil: Promise<void> | null = null;
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          await this.holdUntil;
          if (this.refusing) {
            callback(Object.assign(new Error('Mailbox unavailable: try again later'), { responseCode: 451 }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const text = decodeQuotedPrintable(raw);
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw,
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            text,
            attachments: attachmentsOf(raw),
          });
          callback();
        });
      },
    });
  }

  /** Starts listening on a free port and returns it. */
  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.server.address() as AddressInfo).port));
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  sentTo(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Waits for a mail to `address` with a link containing `pathPart`, and returns the link (the newest such mail's). */
  async linkSentTo(address: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
    const escaped = pathPart.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const pattern = new RegExp(`https?://[^\\s"'<>]*${escaped}[^\\s"'<>]*`);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.sentTo(address)
        .map((m) => pattern.exec(m.text)?.[0])
        .filter((link): link is string => Boolean(link));
      const newest = found.at(-1);
      if (newest) return newest.replace(/&amp;/g, '&');
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`No mail with a link containing "${pathPart}" reached ${address}`);
  }
}
