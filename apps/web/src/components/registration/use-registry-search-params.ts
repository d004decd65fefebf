import { REGISTRY_PAGE_SIZE } from '../../config/constants';
import { useListParams } from '../../lib/use-list-params';

/** The criteria a registry search form hands over: blank or null ones search nothing. */
export type RegistryCriteria<K extends string> = Partial<Record<K, string | null | undefined>>;

/**
 * The criteria of a registry search, kept in the URL. The registry is searched only once
 * there is a criterion; empty ones are left out of the query.
 */
export function useRegistrySearchParams<const K extends string>(keys: readonly K[]) {
  const defaults = Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;
  const { page, values, setPage, setValues } = useListParams(defaults);
  const criteria = Object.fromEntries(keys.map((key) => [key, values[key] || undefined])) as Record<K, string | undefined>;
  const search = (next: RegistryCriteria<K>) => setValues(Object.fromEntries(keys.map((key) => [key, next[key] ?? ''])) as Record<K, string>);

  return {
    /** What the registry endpoint is asked for. */
    query: { page, pageSize: REGISTRY_PAGE_SIZE, ...criteria },
    setPage,
    /** The criteria as typed, for the search form. */
    values,
    hasCriteria: keys.some((key) => values[key] !== ''),
    search,
    clear: () => search({}),
  };
}

export type RegistryQuery<K extends string> = ReturnType<typeof useRegistrySearchParams<K>>['query'];
