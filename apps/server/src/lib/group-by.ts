/**
 * The items under each key `keyOf` gives them, each group in the order given; an item without a key (null or
 * undefined) is in none. Matching a batch against what the database found then looks up a key instead of reading
 * every row found for every row of the batch, which grew with the catalogue.
 */
export function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string | null | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null || key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
