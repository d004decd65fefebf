import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../../src/db/database';

/**
 * The committed migrations up to and including `lastIndex`, in a folder of their own: migrate a test
 * database with it to hold what an earlier release left, then migrate again to test the next one.
 * Remove the folder when done.
 */
export function migrationsUpTo(lastIndex: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'repertoire-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const file of readdirSync(migrationsFolder).filter((name) => entries.some((entry) => `${entry.tag}.sql` === name))) {
    copyFileSync(join(migrationsFolder, file), join(folder, file));
  }
  return folder;
}

/** The index of the committed migration named `tag` (e.g. `0043_staff_roles`). */
export function migrationIndex(tag: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const entry = journal.entries.find((candidate) => candidate.tag === tag);
  if (!entry) throw new Error(`No migration ${tag}`);
  return entry.idx;
}
