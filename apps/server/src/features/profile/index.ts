/** The profile feature's public surface: what the app and other features may use. */
export { profileRoutes } from './profile.routes';
