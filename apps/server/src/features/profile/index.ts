/** The profile feature's public surface: what the app and other features may use (staff read a member's profile as the member does). */
export { profileRoutes } from './profile.routes';
export { toProfile } from './profile.service';
