export { AccountStep as Component } from '../../../features/auth/components/signup/account-step';
