/** The registration core: what every registrable kind (works, recordings, …) shares. See docs/decisions/0001. */
export { mayAccess, requireAccess, type Access } from './access';
export { changedFields, createdFields, statusChange } from './audit';
export { rejectionReason, type RegistrationDecision } from './decision';
export { withSentFields, type RequestFieldNames } from './fields';
export { registrableRows, type RegistrableTable } from './registrable-table';
export { keepLineIds, planLineWrites, type LineWrites } from './lines';
export type { AuditEntry, LifeCycleColumns, NewItemStart, RegistrableRow, RegistrationConfig, ReviewChecks, ReviewColumns, Subject } from './registration-kind';
export { countQueue, findMember, findQueuePage, type QueueFilter, type QueueRow, type QueueSource } from './review-queue.repository';
export {
  ownerEventBatches,
  findOwnerEvents,
  fromOwnChangesInReview,
  hasChangeInReview,
  hasOwnerEventsOf,
  latestOwnerEvents,
  memberStatusCounts,
  memberStatusIs,
  OWNER_EVENTS_BATCH,
  type EventFilters,
  type OwnerEventRow,
  type OwnerRef,
} from './registration.repository';
export {
  DUPLICATES_LIMIT,
  memberStatus,
  registrations,
  type DecisionOptions,
  type DecisionOutcome,
  type MemberListQuery,
  type HistoryEntry,
  type Registrations,
  type RegistrationReviewView,
  type RegistrationView,
} from './registration.service';
