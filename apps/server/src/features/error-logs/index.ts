/** The error-logs feature's public surface: what the app and other features may use. */
export { errorLogsRoutes } from './error-logs.routes';
