import type { CatalogueKind } from '@repertoire/contract';
import type { CatalogueKindModule } from './catalogue-kind';
import { recordingsKind } from './recordings-kind';
import { worksKind } from './works-kind';

/** The kinds of catalogue file the pipeline imports, by kind. */
export const catalogueKinds: Record<CatalogueKind, CatalogueKindModule<unknown>> = {
  works: worksKind,
  recordings: recordingsKind,
};
