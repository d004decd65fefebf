import { YEAR_LIST_START } from '../config/constants';

/** docs/architecture.md#constants: a year list runs from a start year to the current year (newest first, as pickers show it). */
export function yearList(startYear = YEAR_LIST_START, now: Date = new Date()): number[] {
  const current = now.getFullYear();
  if (startYear > current) return [];
  return Array.from({ length: current - startYear + 1 }, (_, i) => current - i);
}
