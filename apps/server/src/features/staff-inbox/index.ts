/** The staff inbox: the routes only. */
export { staffInboxRoutes } from './staff-inbox.routes';
