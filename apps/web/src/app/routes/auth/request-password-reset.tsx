export { RequestPasswordReset as Component } from '../../../features/auth/components/request-password-reset';
