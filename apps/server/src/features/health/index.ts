/** The health feature's public surface: what the app and other features may use. */
export { healthRoutes } from './health.routes';
