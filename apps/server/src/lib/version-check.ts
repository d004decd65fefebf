import { Conflict } from './errors';

/**
 * An edit made from a version read earlier (`expected_updated_at`) is refused while the item has
 * changed since, so a save from another tab is never silently overwritten; the page reloads the
 * item and shows what changed. Checked on the locked row, so two saves cannot both pass.
 */
export function assertUnchangedSince(updatedAt: Date, expected: string | undefined, subject: string): void {
  if (expected === undefined || updatedAt.getTime() === new Date(expected).getTime()) return;
  const message = `${subject} was changed since you opened it: reload it to see the changes, or save yours over them`;
  throw new Conflict(message, [{ path: 'expected_updated_at', message }]);
}
