import { cwrSocieties, type CwrTransactionStatus, cwrTransactionStatuses } from '@repertoire/contract';

type AnswerInWords = { label: string; color: string };

/**
 * A receiving society's answer in a member's words (CWR transaction status table): the accepting statuses read as
 * accepted, whatever stage of payment they add; a status outside the table is shown with its code.
 */
const answers: Record<CwrTransactionStatus, AnswerInWords> = {
  RA: { label: 'Accepted', color: 'green' },
  AS: { label: 'Accepted', color: 'green' },
  SR: { label: 'Accepted', color: 'green' },
  AC: { label: 'Accepted with changes', color: 'yellow' },
  CR: { label: 'Accepted with changes', color: 'yellow' },
  CO: { label: 'In conflict', color: 'orange' },
  DU: { label: 'Duplicate', color: 'gray' },
  NP: { label: 'No participation', color: 'gray' },
  RJ: { label: 'Rejected', color: 'red' },
  RC: { label: 'Claim rejected', color: 'red' },
  NA: { label: 'Rejected', color: 'red' },
  WA: { label: 'Rejected', color: 'red' },
};

const isKnownStatus = (status: string): status is CwrTransactionStatus => Object.hasOwn(cwrTransactionStatuses, status);
const isKnownSociety = (code: string): code is keyof typeof cwrSocieties => Object.hasOwn(cwrSocieties, code);

export function societyAnswer(status: string): AnswerInWords {
  return isKnownStatus(status) ? answers[status] : { label: 'Other answer', color: 'gray' };
}

/** "PRS (052)"; a society outside the contract's table by its CISAC code alone. */
export function societyName(code: string): string {
  return isKnownSociety(code) ? `${cwrSocieties[code]} (${code})` : `Society ${code}`;
}
