import { pagePaths } from '@repertoire/contract';
import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout(to: string, subject: string, paragraphs: string[], action: { label: string; link: string }, footer: string): MailMessage {
  const text = [...paragraphs, '', `${action.label}: ${action.link}`, '', footer, '', '— Repertoire'].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1a1b1e">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 16px;background:#228be6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>
<p style="font-size: 13px; color: #555">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.link)}</p>
<p style="font-size: 13px; color: #555">${escapeHtml(footer)}</p>
<p>— Repertoire</p>
</body></html>`;
  return { to, subject, text, html, link: action.link };
}

export function verificationMail(appUrl: string, to: string, token: string): MailMessage {
  const link = `${appUrl}${pagePaths.home.getHref({ verify: token })}`;
  return layout(
    to,
    'Verify your email address',
    ['Welcome to Repertoire.', 'Please confirm that this is your email address so you can log in.'],
    { label: 'Verify email address', link },
    'The link is valid for 48 hours. If you did not create an account, you can ignore this message.',
  );
}

export function passwordResetMail(appUrl: string, to: string, userId: string, token: string): MailMessage {
  const link = `${appUrl}${pagePaths.password.reset.getHref(userId, token)}`;
  return layout(
    to,
    'Reset your password',
    ['Someone asked to reset the password of your Repertoire account.', 'Choose a new password with the link below.'],
    { label: 'Choose a new password', link },
    'The link works once and for one hour. If you did not ask for it, ignore this message: your password stays as it is.',
  );
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function signupAttemptMail(appUrl: string, to: string): MailMessage {
  return layout(
    to,
    'Someone tried to sign up with your address',
    [
      'Someone tried to create a Repertoire account with this email address, which already has an account.',
      `If it was you, log in with your password. If you have forgotten it, choose a new one: ${appUrl}${pagePaths.password.requestReset.getHref()}`,
    ],
    { label: 'Log in', link: `${appUrl}${pagePaths.home.getHref()}` },
    'If it was not you, you can ignore this message: nothing has changed in your account.',
  );
}

/** Staff's decision on a member's work or recording: registered, or rejected with the reason to act on. */
export function registrationDecisionMail(
  to: string,
  decision: { noun: string; title: string; approved: boolean; isChange: boolean; reason: string | null; link: string },
): MailMessage {
  const { noun, title, approved, isChange, reason, link } = decision;
  const what = isChange ? `Your change to the ${noun} “${title}”` : `Your ${noun} “${title}”`;
  const paragraphs = approved
    ? [`${what} has been approved.`, isChange ? 'The registry now shows it as changed.' : 'It is now registered with the society.']
    : [
        `${what} was not approved.`,
        `The reason: ${reason ?? ''}`,
        isChange ? 'The registered version stays as it was. You can edit it and send the change again.' : `You can edit the ${noun} and submit it again.`,
      ];
  const subject = approved ? `Approved: ${title}` : `Not approved: ${title}`;
  return layout(to, subject, paragraphs, { label: `Open the ${noun}`, link }, 'You receive this mail because you are a member of the society.');
}

/** An announcement staff also sent by mail: their title and message, as the notification reads. */
export function announcementMail(appUrl: string, to: string, title: string, message: string): MailMessage {
  return layout(
    to,
    title,
    message.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean),
    { label: 'Open Repertoire', link: `${appUrl}${pagePaths.app.dashboard.getHref()}` },
    'You receive this message as a member of the society. It is also among your notifications in Repertoire.',
  );
}

/**
 * Tells a member their bank details changed: which fields and when, never the numbers, so that a
 * change they did not make (a stolen session redirecting their royalties) stands out.
 */
export function bankDetailsChangedMail(appUrl: string, to: string, change: { fields: string[]; at: Date }): MailMessage {
  const when = `${change.at.toISOString().slice(0, 16).replace('T', ' at ')} UTC`;
  return layout(
    to,
    'Your bank details have been changed',
    [`The bank account your royalties are paid into was changed in your Repertoire account on ${when}.`, `Changed: ${change.fields.join(', ')}.`],
    { label: 'See your bank details', link: `${appUrl}${pagePaths.app.bankDetails.getHref()}` },
    'If you did not make this change, change your password at once and contact the society: royalties are paid into the account shown there.',
  );
}

/**
 * Tells the owner of an account that an operator turned its two-step sign-in off (a lost phone), so
 * that a reset they did not ask for stands out.
 */
export function secondFactorResetMail(appUrl: string, to: string, reset: { at: Date; isStaff: boolean }): MailMessage {
  const when = `${reset.at.toISOString().slice(0, 16).replace('T', ' at ')} UTC`;
  return layout(
    to,
    'Two-step sign-in has been turned off',
    [
      `The society turned off two-step sign-in for your Repertoire account on ${when}, as asked when an authenticator app or its recovery codes were lost.`,
      'Your recovery codes no longer work, and every browser signed in to your account has been signed out.',
      reset.isStaff
        ? 'At your next login you set two-step sign-in up again with your authenticator app.'
        : 'You now log in with your password alone until you turn two-step sign-in on again on your profile.',
    ],
    { label: reset.isStaff ? 'Log in' : 'Open your profile', link: reset.isStaff ? appUrl : `${appUrl}${pagePaths.app.profile.getHref()}` },
    'If you did not ask for this, change your password at once and contact the society.',
  );
}

/** A member's Help request, for the society's support address: what they wrote, and where staff answer it. */
export function supportRequestMail(
  to: string,
  request: { member: string; topic: string; subject: string; message: string; item: string | null; link: string },
): MailMessage {
  return layout(
    to,
    `Support request: ${request.subject}`,
    [
      `${request.member} wrote to the society through Help.`,
      `Topic: ${request.topic}.`,
      ...(request.item ? [`About: ${request.item}.`] : []),
      ...request.message.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean),
    ],
    { label: 'Open it in the staff inbox', link: request.link },
    'Mark it handled in the staff inbox once the member has their answer.',
  );
}

/** To the new address of an account: the link that moves the account to it. */
export function emailChangeConfirmMail(appUrl: string, to: string, token: string, hours: number): MailMessage {
  const link = `${appUrl}${pagePaths.emailChangeConfirm.getHref(token)}`;
  return layout(
    to,
    'Confirm your new email address',
    ['Someone asked to move a Repertoire account to this email address.', 'Confirm it with the link below: from then on you log in with this address.'],
    { label: 'Confirm the new address', link },
    `The link works once and for ${hours} hours. If you did not ask for it, ignore this message: nothing changes.`,
  );
}

/** To the current address of an account, when a move to another address is asked for. */
export function emailChangeNoticeMail(appUrl: string, to: string, newEmail: string): MailMessage {
  return layout(
    to,
    'Your email address is being changed',
    [
      `Someone with your password asked to change the email address of your Repertoire account to ${newEmail}.`,
      'The change happens only once the link sent to the new address is opened.',
    ],
    { label: 'Open your account', link: `${appUrl}${pagePaths.app.profile.getHref()}` },
    'If it was not you, change your password at once: whoever asked knows it.',
  );
}

/** An event of a dispute the recipient is party to (or, for staff, one ready to decide): what the notification says, and the link. */
export function disputeMail(to: string, notice: { title: string; message: string; link: string }): MailMessage {
  return layout(
    to,
    notice.title,
    [notice.message],
    { label: 'Open the dispute', link: notice.link },
    'You receive this mail because you are party to a dispute over a musical work, or decide disputes for the society. It is also among your notifications in Repertoire.',
  );
}

/**
 * To a member whose CWR file has been read: the counts, and the acknowledgement (ACK) attached for their system; an
 * ACK too large to attach (`content` null) is downloaded from the submission's page instead.
 */
export function cwrAcknowledgementMail(
  to: string,
  read: { fileName: string; counts: string; link: string; acknowledgement: { fileName: string; content: string | null; contentType: string } },
): MailMessage {
  const { fileName, content, contentType } = read.acknowledgement;
  const mail = layout(
    to,
    `Your CWR file ${read.fileName} has been read`,
    [
      `${read.fileName} has been read: ${read.counts}.`,
      content === null
        ? `Its acknowledgement, ${fileName}, is too large to send by mail: download it from the submission's page for your system.`
        : `Its acknowledgement, ${fileName}, is attached for your system. You can also download it from the submission's page.`,
      "The submission's page shows the answer to each work, with what to correct in those rejected.",
    ],
    { label: 'Open the submission', link: read.link },
    'You receive this mail because you sent a CWR file to the society. It is also among your notifications in Repertoire.',
  );
  return content === null ? mail : { ...mail, attachments: [{ filename: fileName, content, contentType }] };
}

/** An invitation to act for a member (docs/domain.md#people-and-roles). */
export function invitationMail(
  appUrl: string,
  to: string,
  token: string,
  invitation: { memberName: string; invitedBy: string; role: string; days: number },
): MailMessage {
  const link = `${appUrl}${pagePaths.invitation.getHref(token)}`;
  return layout(
    to,
    `Join ${invitation.memberName} on Repertoire`,
    [
      `${invitation.invitedBy} invites you to act for ${invitation.memberName} on Repertoire, with the role ${invitation.role}.`,
      'Open the link to join: log in if you have an account with this address, or choose your name and a password.',
    ],
    { label: `Join ${invitation.memberName}`, link },
    `The link works once, for this address only, for ${invitation.days} days. If you did not expect it, ignore this message.`,
  );
}

/** A payment is owed to a member who has not given bank details: what it is, and where to add them. */
export function bankDetailsWantedMail(appUrl: string, to: string, owed: { amounts: string[]; distribution: string }): MailMessage {
  return layout(
    to,
    'Add your bank details to receive your royalties',
    [
      `The society owes you ${owed.amounts.join(' and ')} from ${owed.distribution}.`,
      'To pay it, the society needs the bank account your royalties go to. Add your bank details in Repertoire: the payment goes out in the next payment run after that.',
    ],
    { label: 'Add your bank details', link: `${appUrl}${pagePaths.app.bankDetails.getHref()}` },
    'You receive this mail because you are a member of the society. It is also among your notifications in Repertoire.',
  );
}
