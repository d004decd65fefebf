import { pagePaths } from '@repertoire/contract';
import { z } from 'zod';
import type { Config } from '../../config';
import { CWR_CONTENT_TYPE } from '../../lib/download';
import type { MailComposers } from '../../mail/outbox';
import { cwrAcknowledgementMail } from '../../mail/templates';
import { findSubmissionAndOwnerEmail } from './cwr-submissions.repository';
import { countsInWords, writtenAcknowledgement } from './cwr-submissions.service';

/** The outbox kind of the mail that sends a member the ACK of the file they sent, once it is read. */
export const CWR_ACKNOWLEDGEMENT_MAIL = 'cwr-acknowledgement';

const acknowledgementMailPayload = z.object({ submissionId: z.uuid() });
export type AcknowledgementMailPayload = z.infer<typeof acknowledgementMailPayload>;

/**
 * The largest ACK sent as an attachment (it travels base64, a third larger). Mail servers commonly refuse messages
 * over 10 to 25 MB, and an ACK grows with the file sent (a record or more a work, its MSGs, the work as registered):
 * one for a file of tens of thousands of works gets a mail that says where to download it, not one that never arrives.
 */
export const ACKNOWLEDGEMENT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The ACK's lines joined, or null once they pass `maxBytes` (CWR is ASCII: a character is a byte). */
function collected(lines: Iterable<string>, maxBytes: number): string | null {
  const pieces: string[] = [];
  let size = 0;
  for (const line of lines) {
    size += line.length;
    if (size > maxBytes) return null;
    pieces.push(line);
  }
  return pieces.join('');
}

/**
 * The composer of the ACK's mail. The ACK is written when the mail is sent, by the code the download uses, so the
 * outbox holds only the submission's id; a submission deleted meanwhile (with its member) gets no mail.
 */
export function acknowledgementMailComposers(config: Config, options: { maxAttachmentBytes?: number } = {}): MailComposers {
  const maxBytes = options.maxAttachmentBytes ?? ACKNOWLEDGEMENT_ATTACHMENT_MAX_BYTES;
  return {
    [CWR_ACKNOWLEDGEMENT_MAIL]: async (db, payload) => {
      const found = await findSubmissionAndOwnerEmail(db, acknowledgementMailPayload.parse(payload).submissionId);
      if (!found) return null;
      const { submission, email } = found;
      const acknowledgement = await writtenAcknowledgement(db, config, submission);
      if (!acknowledgement || !submission.counts) return null;
      return cwrAcknowledgementMail(email, {
        fileName: submission.fileName,
        counts: countsInWords(submission.counts),
        link: `${config.appUrl}${pagePaths.app.cwrSubmission.getHref(submission.id)}`,
        acknowledgement: { fileName: acknowledgement.fileName, content: collected(acknowledgement.lines, maxBytes), contentType: CWR_CONTENT_TYPE },
      });
    },
  };
}
