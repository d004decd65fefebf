export { CorporateDetailsStep as Component } from '../../../features/auth/components/signup/corporate-details-step';
