import type { CatalogueImportProblem } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { catalogueImportKeys } from './query-keys';

export type ProblemSeverity = CatalogueImportProblem['severity'];
export type CatalogueImportProblemsQuery = { page: number; pageSize?: number; severity: ProblemSeverity };

/** GET /catalogue/imports/{id}/problems: the checked rows' errors, warnings or notes, by row. */
export const getCatalogueImportProblems = (id: string, query: CatalogueImportProblemsQuery) =>
  callPage('listCatalogueImportProblems', { params: { id }, query });

export function useCatalogueImportProblems(id: string, query: CatalogueImportProblemsQuery) {
  return useQuery(pagedQueryOptions(catalogueImportKeys.problems(id), (q: CatalogueImportProblemsQuery) => getCatalogueImportProblems(id, q), query));
}
