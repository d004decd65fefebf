/** Escapes LIKE's wildcards so that a member's `%` or `_` is searched for as typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for an ILIKE substring match. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
