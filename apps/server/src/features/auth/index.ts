/** The auth feature's public surface: what the app and other features may use. */
export { authRoutes } from './auth.routes';
export { accountMailComposers } from './account-mail';
