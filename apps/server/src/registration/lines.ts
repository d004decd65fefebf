import { randomUUID } from 'node:crypto';

/**
 * Lines of an item (a work's shares, a recording's owners and line-up) keep their ids while they
 * stay, because disputes and claims point at them. Requests send lines without ids: each is
 * matched to a stored line with the same key (a rights holder in a role, say); a line with no
 * match is new and gets a new id.
 */
export function keepLineIds<Stored extends { id: string }, Sent>(
  stored: readonly Stored[],
  sent: readonly Sent[],
  keyOfStored: (line: Stored) => string,
  keyOfSent: (line: Sent) => string,
): (Sent & { id: string })[] {
  const unused = new Map<string, string[]>();
  for (const line of stored) unused.set(keyOfStored(line), [...(unused.get(keyOfStored(line)) ?? []), line.id]);
  return sent.map((line) => {
    const ids = unused.get(keyOfSent(line));
    return { ...line, id: ids?.shift() ?? randomUUID() };
  });
}

/** The writes that turn the stored lines into the new ones: deletions, in-place updates, insertions, with positions. */
export type LineWrites<Line> = {
  removed: string[];
  updated: { line: Line; position: number }[];
  inserted: { line: Line; position: number }[];
};

export function planLineWrites<Line extends { id: string }>(
  before: readonly Line[],
  after: readonly Line[],
  same: (a: Line, b: Line) => boolean,
): LineWrites<Line> {
  const old = new Map(before.map((line, position) => [line.id, { line, position }]));
  const kept = new Set(after.map((line) => line.id));
  const writes: LineWrites<Line> = { removed: before.filter((line) => !kept.has(line.id)).map((line) => line.id), updated: [], inserted: [] };
  after.forEach((line, position) => {
    const previous = old.get(line.id);
    if (!previous) writes.inserted.push({ line, position });
    else if (previous.position !== position || !same(previous.line, line)) writes.updated.push({ line, position });
  });
  return writes;
}
