/**
 * Registration kinds, statuses and events, with the words screens show for them. No zod here, so
 * that the dashboard names them without loading the schemas; enums.ts, registration.ts,
 * musical-works.ts and sound-recording-logs.ts build their schemas from these and export them too.
 */

/** Every kind of item a member registers with the society (the registration core configures each). */
export const registrationKindValues = ['musical_work', 'sound_recording'] as const;
export type RegistrationKind = (typeof registrationKindValues)[number];

/** Life cycle of a registration (musical works and sound recordings). */
export const registrationStatusValues = ['draft', 'submitted', 'registered', 'rejected'] as const;

// Life cycle: draft → submitted → registered | rejected (with a reason): docs/domain.md#registrations.
export const registrationStatusLabels: Record<(typeof registrationStatusValues)[number], string> = {
  draft: 'Draft',
  submitted: 'In review',
  registered: 'Registered',
  rejected: 'Rejected',
};

/** The events every registrable kind has; each kind adds its own (a work's share lines). */
export const registrationEventValues = ['created', 'updated', 'submitted', 'registered', 'rejected', 'deleted'] as const;
export const registrationEventLabels: Record<(typeof registrationEventValues)[number], string> = {
  created: 'Created',
  updated: 'Updated',
  submitted: 'Submitted',
  registered: 'Registered',
  rejected: 'Rejected',
  deleted: 'Deleted',
};

export const musicalWorkEventValues = [
  ...registrationEventValues,
  'share_added',
  'share_updated',
  'share_removed',
] as const;
export const musicalWorkEventLabels: Record<(typeof musicalWorkEventValues)[number], string> = {
  ...registrationEventLabels,
  share_added: 'Rights holder added',
  share_updated: 'Share changed',
  share_removed: 'Rights holder removed',
};

export const soundRecordingEventValues = registrationEventValues;
export const soundRecordingEventLabels: Record<(typeof soundRecordingEventValues)[number], string> = registrationEventLabels;
