/** The registration core: what every registrable kind (works, recordings, …) shares. See docs/decisions/0001. */
export { mayAccess, requireAccess, type Access } from './access';
export { changedFields, createdFields, statusChange } from './audit';
export { rejectionReason, type RegistrationDecision } from './decision';
export { withSentFields, type RequestFieldNames } from './fields';
export { registrableRows, type RegistrableTable } from './registrable-table';
export { keepLineIds, planLineWrites, type LineWrites } from './lines';
export type { AuditEntry, LifeCycleColumns, RegistrableRow, RegistrationConfig, Subject } from './registration-kind';
export {
  ownerEventBatches,
  findOwnerEvents,
  hasChangeInReview,
  hasOwnerEventsOf,
  memberStatusIs,
  OWNER_EVENTS_BATCH,
  type EventFilters,
  type OwnerEventRow,
} from './registration.repository';
export { memberStatus, registrations, type MemberListQuery, type HistoryEntry, type Registrations, type RegistrationView } from './registration.service';
