/** The auth feature's public surface: what the app and other features may use. */
export { authRoutes } from './auth.routes';
export { secondFactorRoutes } from './second-factor.routes';
export { emailChangeRoutes } from './email-change.routes';
export { accountMailComposers } from './account-mail';
export { turnOnSecondFactorWithSecret } from './second-factor.service';
export { assertAddressFree } from './account-address';
export { endAccountAccess, insertStaffAccount, staffPasswordHash } from './auth.service';
export { NO_ACCOUNT_WITH_ADDRESS, resetSecondFactor } from './second-factor-reset';
