export { IndividualDetailsStep as Component } from '../../../features/auth/components/signup/individual-details-step';
