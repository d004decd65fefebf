import type { SupportTopic } from '@repertoire/contract';
import { paths } from '../../../config/paths';

/**
 * What members look for in Help, written for the portal as it is: each answer in paragraphs,
 * with the pages it names. The search matches the question and the answer's words.
 */
export type HelpLink = { label: string; href: string };
export type HelpAnswer = {
  id: string;
  /** The contact form's topic a member asking this would choose. */
  topic: SupportTopic;
  question: string;
  paragraphs: string[];
  links?: HelpLink[];
};

export const helpAnswers: HelpAnswer[] = [
  {
    id: 'register-work',
    topic: 'registration',
    question: 'How do I register a musical work or a sound recording?',
    paragraphs: [
      'Open Musical Works or Sound Recordings and add one. It is kept as a draft, which only you see, until you submit it; you can save a draft that is not complete yet.',
      'A work needs its title and the writers and publishers with their shares; a recording needs its title, ISRC, main artists, performers and its owners with their shares. Submitting checks that nothing is missing and tells you what is.',
      'Once submitted, the item is in review: the society checks it and registers it or tells you why not.',
    ],
    links: [
      { label: 'Add a musical work', href: paths.app.musicalWorkAdd.getHref() },
      { label: 'Add a sound recording', href: paths.app.soundRecordingAdd.getHref() },
    ],
  },
  {
    id: 'shares',
    topic: 'shares',
    question: 'How do I split the shares of a work?',
    paragraphs: [
      'Each writer and publisher of a work has a performance share and a mechanical share, in percent with at most two decimals. The performance shares of all parties add up to at most 100%, and so do the mechanical shares.',
      'Add a party from the rights-holder directory, or add a new rights holder if they are not listed yet. A recording has owners in the same way, whose shares add up to at most 100%.',
    ],
  },
  {
    id: 'identifiers',
    topic: 'identifiers',
    question: 'What are ISWC, ISRC, ISNI and IPI, and where do I find them?',
    paragraphs: [
      'ISWC (International Standard Musical Work Code, e.g. T-034.524.680-1) identifies a musical work. If your work has none yet, leave it empty: when staff register the work they can add the ISWC the ISWC agency allocated.',
      'ISRC (International Standard Recording Code, e.g. GB-EMI-03-00013) identifies a sound recording. The label or distributor that released the recording assigns it; ask them if you do not have it.',
      'ISNI (International Standard Name Identifier) identifies you as a creator. The society requests it for each member; until it is assigned, the badge in the header reads pending.',
      'IPI name number identifies you to collecting societies worldwide. Staff record it on your account, and it is shown on your profile and on your rights-holder record.',
    ],
    links: [{ label: 'Your profile', href: paths.app.profile.getHref() }],
  },
  {
    id: 'in-review',
    topic: 'registration',
    question: 'What does “in review” mean, and what happens next?',
    paragraphs: [
      'A submitted work or recording waits in the staff review queue, oldest first. While it is in review you cannot edit it.',
      'Staff either register it, or reject it with a reason. You get a notification and a mail either way. A rejected item can be edited and submitted again.',
      'A change to an item that is already registered is reviewed in the same way, and the registered version stays public until staff approve the change. If they reject it, the registered version stays as it was.',
    ],
  },
  {
    id: 'disputes',
    topic: 'registration',
    question: 'Someone else claims my work: can I open a dispute?',
    paragraphs: [
      'Not in the portal yet. The Musical Works in Dispute page is there, but opening a dispute and following it is still being built.',
      'Until then, write to the society with the form below: choose the topic “Registering works and recordings” and link the work concerned.',
    ],
  },
  {
    id: 'payments',
    topic: 'payments',
    question: 'How do I get paid, and how do I change my bank details?',
    paragraphs: [
      'Royalties are paid into the account in your bank details. The fields follow the bank’s country: IBAN and BIC, or the account number with the national bank code.',
      'Saving asks for your password, and you are told by notification and mail whenever your bank details change. Account numbers are stored encrypted and are only ever shown with their last characters hidden.',
      'Statements and payment amounts are not shown in the portal yet: for a question about a payment, write to the society below.',
    ],
    links: [{ label: 'Bank details', href: paths.app.bankDetails.getHref() }],
  },
  {
    id: 'two-step',
    topic: 'account',
    question: 'How do I turn on two-step sign-in?',
    paragraphs: [
      'Under Account, open Two-step sign-in and add the key to an authenticator app (scan the QR code or type the key), then enter the first code it shows. Save the 10 recovery codes somewhere safe: each works once if you lose your phone.',
      'From then on you log in with your password and a code. To turn it off you need your password and a code.',
    ],
    links: [{ label: 'Account', href: paths.app.profile.getHref() }],
  },
  {
    id: 'password',
    topic: 'account',
    question: 'How do I change my password?',
    paragraphs: ['Open the menu with your name and choose Reset Password. Changing it logs out your other devices.'],
    links: [{ label: 'Change your password', href: paths.password.change.getHref() }],
  },
  {
    id: 'profile',
    topic: 'account',
    question: 'How do I update my details?',
    paragraphs: ['Your name, contact details, roles and picture are on the Account page.'],
    links: [{ label: 'Account', href: paths.app.profile.getHref() }],
  },
];

/** The answers whose question or text contains every word of `search` (case and accents aside). */
export function matchingAnswers(answers: readonly HelpAnswer[], search: string): HelpAnswer[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...answers];
  return answers.filter((answer) => {
    const text = fold([answer.question, ...answer.paragraphs].join(' '));
    return words.every((word) => text.includes(word));
  });
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
