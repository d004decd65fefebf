/** Support requests (Help): the members' route. Staff read the requests in their inbox (features/staff-inbox). */
export { supportRequestsRoutes } from './support-requests.routes';
/** How a stored request reads (topic, linked item), for the staff inbox's entry view. */
export { supportRequestOf } from './support-requests.service';
/** A receiving society's conflict (CWR status CO) on a member's work opens a case in the staff inbox (docs/cwr.md). */
export { insertSupportRequest } from './support-requests.repository';
