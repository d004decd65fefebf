/**
 * Musical works' public surface: the routes, the demo data, and what recordings need to link a
 * work (a recording records a work; the dependency runs recordings → works only).
 */
export { musicalWorksRoutes } from './musical-works.routes';
export { seedMusicalWorks } from './musical-works.seed';
export {
  findClaimsWaitingTotals,
  findLinkableWork,
  findShareLines,
  findWorksByIswcOrCode,
  findWorkReference,
  ownWorksWhere,
  type ShareLineRow,
  type WorkReference,
} from './musical-works.repository';
/** The staff review desk reads and decides works through the registration core. */
export { musicalWorks, withAllocatedIswc } from './musical-works.service';
/** The catalogue export writes the member's works as their list filters them. */
export { ownWorksSearch } from './musical-works.service';
/** Claims and disputes settle a work's shares (docs/decisions/0005); they show lines as works do. */
export { settleWorkShares, type SettledShareLine } from './musical-works.service';
export { toAmounts, toWorkShare } from './musical-work-registration';
/** A catalogue import finds a file's works among the member's and the registry's, and saves them in batches. */
export { createMusicalWorks, updateMusicalWork } from './musical-works.service';
export { analyzeWorkTables, findImportMatches, findRegisteredWorkTitles, type ImportMatchWork } from './musical-works.repository';
/** CWR exports send registered works to other societies, and their acknowledgements give works their ISWC. */
export { findRegisteredWorksAfter, type RegisteredWorkFilter } from './musical-works.repository';
export { settleWorkIswc } from './musical-works.service';
