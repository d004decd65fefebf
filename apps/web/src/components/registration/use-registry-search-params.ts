import { useListParams } from '../../lib/use-list-params';

type Criteria<K extends string> = Partial<Record<K, string | null | undefined>>;

/**
 * The criteria of a registry search, kept in the URL. The registry is searched only once
 * there is a criterion; empty ones are left out of the query.
 */
export function useRegistrySearchParams<const K extends string>(keys: readonly K[]) {
  const defaults = Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;
  const { page, values, setPage, setValues } = useListParams(defaults);
  const criteria = Object.fromEntries(keys.map((key) => [key, values[key] || undefined])) as Record<K, string | undefined>;
  const search = (next: Criteria<K>) => setValues(Object.fromEntries(keys.map((key) => [key, next[key] ?? ''])) as Record<K, string>);

  return {
    page,
    setPage,
    /** The criteria as typed, for the search form. */
    values,
    criteria,
    hasCriteria: keys.some((key) => values[key] !== ''),
    search,
    clear: () => search({}),
  };
}
