export { RegistrationReviewScreen as Component } from '../../../features/staff-review/components/registration-review-screen';
