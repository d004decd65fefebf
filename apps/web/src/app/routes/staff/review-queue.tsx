import { ConsolePlaceholder } from './console-placeholder';

/** `/staff/review`: works and recordings waiting for the society's decision. */
export function StaffReviewQueue() {
  return <ConsolePlaceholder title="Review queue" description="Submitted works and recordings will wait here for a decision." />;
}

export { StaffReviewQueue as Component };
