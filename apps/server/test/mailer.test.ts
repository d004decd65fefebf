import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../src/mail/mailer';
import { Mailbox } from './support/mailbox';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const mailDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'repertoire-mail-'));
  dirs.push(dir);
  return join(dir, 'mail');
};
const message = {
  to: 'amara@example.com',
  subject: 'Verify your email address',
  text: 'Open http://localhost:3000/?verify=abc to verify your address.',
  html: '<p><a href="http://localhost:3000/?verify=abc">Verify</a></p>',
  link: 'http://localhost:3000/?verify=abc',
};

describe('mail without a mail server', () => {
  it('saves each message under the mail directory and prints its link', async () => {
    const dir = mailDir();
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    const mailer = createMailer({ from: 'Repertoire <no-reply@repertoire.local>', mailDir: dir });

    await mailer.send(message);
    await mailer.close();

    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/amara@example\.com.*\.eml$/);
    const saved = readFileSync(join(dir, files[0] ?? ''), 'utf8');
    expect(saved).toContain('Subject: Verify your email address');
    expect(saved).toContain('To: amara@example.com');
    expect(saved).toContain('?verify=abc');
    expect(printed).toHaveBeenCalledWith('Mail to amara@example.com: Verify your email address — http://localhost:3000/?verify=abc');
  });
});

describe('mail through SMTP', () => {
  it('delivers to the server and writes no file', async () => {
    const mailbox = new Mailbox();
    const port = await mailbox.listen();
    const dir = mailDir();
    const mailer = createMailer({ from: 'Repertoire <no-reply@repertoire.local>', smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: dir });
    try {
      await mailer.send(message);
      await expect.poll(() => mailbox.sentTo('amara@example.com').length).toBe(1);
      expect(() => readdirSync(dir)).toThrow();
    } finally {
      await mailer.close();
      await mailbox.close();
    }
  });

  it('sends an attachment under its name with its exact content, line endings and trailing spaces kept', async () => {
    const mailbox = new Mailbox();
    const port = await mailbox.listen();
    const mailer = createMailer({ from: 'Repertoire <no-reply@repertoire.local>', smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: mailDir() });
    // Lines of a CWR file: fixed width, ending in spaces and CRLF, one longer than a mail line may be.
    const content = ['HDRSO000000000REPERTOIRE   ', `ACK${'0'.repeat(120)}RA  `, '.starts with a dot', 'TRL00001   '].join('\r\n') + '\r\n';
    try {
      await mailer.send({ ...message, attachments: [{ filename: 'CW260001000_QM.V21', content, contentType: 'text/plain' }] });
      await expect.poll(() => mailbox.sentTo('amara@example.com').length).toBe(1);
      const [received] = mailbox.sentTo('amara@example.com');
      expect(received?.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([['CW260001000_QM.V21', 'text/plain']]);
      expect(received?.attachments[0]?.content.toString('latin1')).toBe(content);
      // The body is still there beside it.
      expect(received?.text).toContain('?verify=abc');
    } finally {
      await mailer.close();
      await mailbox.close();
    }
  });
});
