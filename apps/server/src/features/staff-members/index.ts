/** Staff pages for members: the routes only. */
export { staffMembersRoutes } from './staff-members.routes';
