/** Staff pages for members: the routes only. */
export { staffMembersRoutes } from './staff-members.routes';
export { recordSecondFactorReset } from './staff-members.service';
