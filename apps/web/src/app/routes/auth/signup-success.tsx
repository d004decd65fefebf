export { SignupSuccess as Component } from '../../../features/auth/components/signup/signup-success';
