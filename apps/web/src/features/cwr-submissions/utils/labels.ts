import type { CwrMessageSeverity, CwrSubmissionState } from '@repertoire/contract';

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
