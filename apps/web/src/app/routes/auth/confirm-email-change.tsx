export { ConfirmEmailChange as Component } from '../../../features/profile/components/confirm-email-change';
