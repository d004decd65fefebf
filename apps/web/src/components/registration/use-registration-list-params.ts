import type { SortOrder } from '@repertoire/contract';
import { REGISTRATION_LIST_PAGE_SIZE } from '../../config/constants';
import { useListParams } from '../../lib/use-list-params';
import { ALL_STATUSES, parseRegistrationStatus } from '../ui/registration-status-filter';

/** A sort choice of a list, as `field:order` in the URL. */
export type SortOption<F extends string> = { value: `${F}:${SortOrder}`; label: string };

/** Every list of works or recordings opens on the latest change first, as the API does when no sort is asked for. */
export const REGISTRATION_DEFAULT_SORT = 'updated_at:desc';

/** The sorts every list of works or recordings offers, with the kind's own (a recording's release date) before "Added". */
export function registrationSortOptions<F extends string = never>(own: readonly SortOption<F>[] = []): SortOption<F | 'updated_at' | 'title' | 'created_at'>[] {
  return [
    { value: 'updated_at:desc', label: 'Last change, newest first' },
    { value: 'updated_at:asc', label: 'Last change, oldest first' },
    { value: 'title:asc', label: 'Title, A to Z' },
    { value: 'title:desc', label: 'Title, Z to A' },
    ...own,
    { value: 'created_at:desc', label: 'Added, newest first' },
    { value: 'created_at:asc', label: 'Added, oldest first' },
  ];
}

/**
 * Offered while a search text is typed, and the list's order for it until the member picks
 * another: the closest titles (and, for recordings, artists) first, as the API ranks them.
 */
export const BEST_MATCH_SORT: SortOption<'relevance'> = { value: 'relevance:desc', label: 'Best match first' };

/**
 * The URL state of the member's list of works or recordings: page, search, status and sort.
 * An unknown sort in the URL falls back to the default: the best match while searching, else
 * `defaultSort`.
 */
export function useRegistrationListParams<F extends string>(sortOptions: readonly SortOption<F>[], defaultSort: `${F}:${SortOrder}`) {
  const { page, values, setPage, setValues } = useListParams({ q: '', status: ALL_STATUSES, sort: '' });
  const status = parseRegistrationStatus(values.status);
  const q = values.q.trim() || undefined;
  const offered: readonly SortOption<F | 'relevance'>[] = q ? [BEST_MATCH_SORT, ...sortOptions] : sortOptions;
  const sortValue = offered.find((option) => option.value === values.sort)?.value ?? (q ? BEST_MATCH_SORT.value : defaultSort);
  const [sort, order] = sortValue.split(':') as [F | 'relevance', SortOrder];

  return {
    /** What the list endpoint is asked for. */
    query: { page, pageSize: REGISTRATION_LIST_PAGE_SIZE, q, status, sort, order },
    search: values.q,
    status,
    /** The sorts to offer: the best match too while a search text is typed. */
    sortOptions: offered,
    sortValue,
    isFiltered: Boolean(q || status),
    setPage,
    setSearch: (text: string) => setValues({ q: text }, { replace: true }),
    setStatus: (value: string) => setValues({ status: value }),
    setSort: (value: string) => setValues({ sort: value }),
    clearFilters: () => setValues({ q: '', status: ALL_STATUSES }),
  };
}

export type RegistrationListParams = ReturnType<typeof useRegistrationListParams>;
