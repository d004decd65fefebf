/** Support requests (Help): the members' route. Staff read the requests in their inbox (features/staff-inbox). */
export { supportRequestsRoutes } from './support-requests.routes';
