import type { CatalogueKind } from '@repertoire/contract';
import { Unprocessable } from '../../lib/errors';
import type { CatalogueKindModule } from './catalogue-kind';
import { worksKind } from './works-kind';

/** The kinds of catalogue file the pipeline imports, by kind. */
export const catalogueKinds: Partial<Record<CatalogueKind, CatalogueKindModule<unknown>>> = {
  works: worksKind,
};

/** The module of a kind; a kind without one cannot be imported yet. */
export function catalogueKindModule(kind: CatalogueKind): CatalogueKindModule<unknown> {
  const module = catalogueKinds[kind];
  if (!module) throw new Unprocessable('Recordings files cannot be imported yet');
  return module;
}
