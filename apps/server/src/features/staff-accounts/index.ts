/** Staff accounts and their roles: the routes, and the creation `npm run staff:create` shares with the console's invitation. */
export { staffAccountsRoutes } from './staff-accounts.routes';
export { createStaffAccount } from './staff-accounts.service';
