import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors (`errors: [{ path, message }]`) on the form's fields.
 * Returns the messages that belong to no field of this form, for a form-level alert.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string[] {
  if (!(error instanceof ApiError)) return [];
  const rest: string[] = [];
  for (const fieldError of error.errors) {
    const field = fields.find((f) => f === fieldError.path || fieldError.path.endsWith(`.${f}`));
    if (field) setError(field, { type: 'server', message: fieldError.message });
    else rest.push(fieldError.message);
  }
  return rest;
}
