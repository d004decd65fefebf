/**
 * The rights-holder directory's public surface: works and recordings show and pick parties,
 * sign-up and profile changes keep a member's own record, seeds add parties.
 */
export { rightsHoldersRoutes } from './rights-holders.routes';
export { createRightsHolder, syncMemberRightsHolder, toRightsHolder, toRightsHolderSummary } from './rights-holders.service';
export {
  findRightsHolderById,
  findRightsHolderByUserId,
  findRightsHoldersByIds,
  namedHolderKey,
  resolveNamedRightsHolders,
  type NamedRightsHolder,
} from './rights-holders.repository';
