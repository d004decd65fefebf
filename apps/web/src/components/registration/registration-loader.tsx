import type { ReactNode } from 'react';
import type { QueryLike } from '../ui/loading-state';
import { QueryState } from '../ui/loading-state';

/** How a screen names the item it could not find, and the member's list it leads back to. */
export type RegistrationNotFound = {
  /** "musical work", "sound recording". */
  noun: string;
  /** What "Only your own … can be opened here" names: "works", "recordings". */
  ownPlural: string;
  list: { label: string; href: string };
};

type RegistrationLoaderProps<T> = {
  /** The query of one of the member's works or recordings. */
  query: QueryLike<T>;
  notFound: RegistrationNotFound;
  children: (item: T) => ReactNode;
};

/**
 * Loads one of the member's works or recordings for a screen: the loader (with the 120 s
 * timeout), the error with Retry, or `children(item)`. The API answers 404 for another
 * member's id as for an unknown one, 400 for a link whose id is not one; all read "not found".
 */
export function RegistrationLoader<T>({ query, notFound: { noun, ownPlural, list }, children }: RegistrationLoaderProps<T>) {
  return (
    <QueryState
      query={query}
      notFound={{ noun, description: `It may have been deleted, or the link is wrong. Only your own ${ownPlural} can be opened here.`, back: list }}
    >
      {children}
    </QueryState>
  );
}
