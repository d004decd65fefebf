/** A count as members read it on every page: 5,000, not 5000. */
export function countText(n: number): string {
  return n.toLocaleString('en');
}
