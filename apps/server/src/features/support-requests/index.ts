/** Support requests (Help): the members' route. Staff read the requests in their inbox (features/staff-inbox). */
export { supportRequestsRoutes } from './support-requests.routes';
/** How a stored request reads (topic, linked item), for the staff inbox's entry view. */
export { supportRequestOf } from './support-requests.service';
