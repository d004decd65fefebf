import type { z } from 'zod';
import type { FileColumns } from './map-headers';
import type { TableRow } from './read-table';

export type RowProblem = {
  row: number;
  /** The file's header of the column at fault; null when the problem is the row's as a whole. */
  column: string | null;
  message: string;
};

/**
 * One row of a file as a kind's checker reads it: its cells by template key, and the problems found on it, each named
 * by the file's own header of the column at fault (what the person who uploaded it sees in their spreadsheet).
 */
export function rowReader<Key extends string>(row: TableRow, columns: FileColumns<Key>) {
  const value = (key: Key) => {
    const column = columns.get(key);
    return column ? (row.cells[column.index] ?? '').trim() : '';
  };
  const headerOf = (key: Key) => columns.get(key)?.header ?? null;
  const errors: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  const error = (key: Key | null, message: string) => errors.push({ row: row.row, column: key && headerOf(key), message });
  const warn = (key: Key | null, message: string) => warnings.push({ row: row.row, column: key && headerOf(key), message });
  /** Runs a contract field on the cell; its first message is the error. */
  const check = <T>(key: Key, schema: z.ZodType<T>, input: unknown): T | undefined => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    error(key, result.error.issues[0]?.message ?? 'Not valid');
    return undefined;
  };
  return { value, errors, warnings, error, warn, check };
}

export type RowReader<Key extends string> = ReturnType<typeof rowReader<Key>>;
