import { useSearchParams } from 'react-router';

/**
 * A list screen's page, search text and filters, kept in the URL query so that Back,
 * a reload or a shared link show the same page. Values equal to their default are left
 * out of the URL; changing a filter goes back to page 1.
 */
export function useListParams<const K extends string>(defaults: Readonly<Record<K, string>>) {
  const [searchParams, setSearchParams] = useSearchParams();

  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '', 10) || 1);
  const values = Object.fromEntries(
    (Object.keys(defaults) as K[]).map((key) => [key, searchParams.get(key) ?? defaults[key]]),
  ) as Record<K, string>;

  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });

  /**
   * Typing in a search box replaces the history entry instead of adding one per keystroke; the
   * page keeps its scrolling while the list changes under the filters (a new page of it starts at the top).
   */
  const setValues = (changes: Partial<Record<K, string>>, { replace = false }: { replace?: boolean } = {}) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
          if (value === undefined || value === '' || value === defaults[key]) params.delete(key);
          else params.set(key, value);
        }
        params.delete('page');
        return params;
      },
      { replace, preventScrollReset: true },
    );

  return { page, values, setPage, setValues };
}
