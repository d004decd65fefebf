export { ChangePassword as Component } from '../../../features/auth/components/change-password';
