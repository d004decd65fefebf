/**
 * Claims and disputes' public surface (docs/decisions/0005): the routes, the sweep the server runs
 * beside the mail outbox's worker, the dashboard's figure, and the claim a CWR file's registration makes.
 */
export { disputesRoutes } from './disputes.routes';
export { staffDisputesRoutes } from './staff-disputes.routes';
export { createDisputeSweep, sweepClaimConfirmations, sweepDisputeDeadlines, type DisputeSweep } from './jobs/sweep';
export { activeDisputeCountOf, findClaimsOfWork, type DisputedWork } from './disputes.repository';
export { claimShare, lockWorksToClaim, type JudgedClaim } from './claims.service';
