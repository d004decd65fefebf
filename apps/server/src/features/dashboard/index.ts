/** The member's dashboard: the routes only. */
export { dashboardRoutes } from './dashboard.routes';
