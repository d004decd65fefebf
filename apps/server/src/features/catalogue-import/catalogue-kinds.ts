import type { CatalogueKind } from '@repertoire/contract';
import type { CatalogueKindModule } from './catalogue-kind';
import { recordingsKind } from './recordings-kind';
import { worksKind } from './works-kind';

/** The kinds of catalogue file the pipeline imports, by kind. */
export const catalogueKinds: Record<CatalogueKind, CatalogueKindModule<unknown>> = {
  works: worksKind,
  recordings: recordingsKind,
};

/** The module that reads, matches and saves a kind's rows. */
export function catalogueKindModule(kind: CatalogueKind): CatalogueKindModule<unknown> {
  return catalogueKinds[kind];
}
