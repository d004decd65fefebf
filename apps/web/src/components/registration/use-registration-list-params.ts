import type { SortOrder } from '@repertoire/contract';
import { useListParams } from '../../lib/use-list-params';
import { ALL_STATUSES, parseRegistrationStatus } from '../ui/registration-status-filter';

/** A sort choice of a list, as `field:order` in the URL. */
export type SortOption<F extends string> = { value: `${F}:${SortOrder}`; label: string };

/**
 * The URL state of the member's list of works or recordings: page, search, status and sort.
 * An unknown sort in the URL falls back to the default.
 */
export function useRegistrationListParams<F extends string>(sortOptions: readonly SortOption<F>[], defaultSort: `${F}:${SortOrder}`) {
  const { page, values, setPage, setValues } = useListParams({ q: '', status: ALL_STATUSES, sort: defaultSort });
  const status = parseRegistrationStatus(values.status);
  const sortValue = sortOptions.find((option) => option.value === values.sort)?.value ?? defaultSort;
  const [sort, order] = sortValue.split(':') as [F, SortOrder];
  const q = values.q.trim() || undefined;

  return {
    page,
    q,
    status,
    sort,
    order,
    search: values.q,
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
