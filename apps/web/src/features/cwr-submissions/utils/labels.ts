import type { CwrMessageSeverity, CwrSubmissionState, CwrSubmissionStatus } from '@repertoire/contract';

/** The CWR transaction statuses in words (CWR transaction status table), with the code a member's system shows. */
export const cwrStatusLabels: Record<CwrSubmissionStatus, string> = {
  RA: 'Accepted',
  AC: 'Accepted with changes',
  CO: 'In conflict',
  RJ: 'Rejected',
  NP: 'No participation',
};

export const cwrStatusColors: Record<CwrSubmissionStatus, string> = {
  RA: 'green',
  AC: 'yellow',
  CO: 'orange',
  RJ: 'red',
  NP: 'gray',
};

export const cwrStateLabels: Record<CwrSubmissionState, string> = {
  uploaded: 'Waiting to be read',
  reading: 'Reading',
  acknowledged: 'Read',
  failed: 'Failed',
};

export const cwrStateColors: Record<CwrSubmissionState, string> = {
  uploaded: 'blue',
  reading: 'grape',
  acknowledged: 'green',
  failed: 'red',
};

export const cwrSeverityLabels: Record<CwrMessageSeverity, string> = {
  error: 'Error',
  change: 'Change',
  note: 'Note',
};
