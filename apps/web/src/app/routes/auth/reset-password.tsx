export { ResetPassword as Component } from '../../../features/auth/components/reset-password';
