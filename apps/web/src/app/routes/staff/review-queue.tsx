export { ReviewQueueScreen as Component } from '../../../features/staff-review/components/review-queue-screen';
