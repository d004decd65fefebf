import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

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

/**
 * A refused save of a work or a recording: field errors go on their fields, and a conflict
 * without field errors (its ISWC or ISRC is registered to another entry) goes on `codeField`.
 * Returns the messages for the form-level alert.
 */
export function applySaveErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], codeField: Path<T>): string[] {
  const rest = applyServerErrors(error, setError, fields);
  if (error instanceof ApiError && error.status === 409 && error.errors.length === 0) {
    setError(codeField, { type: 'server', message: error.message });
  }
  return rest;
}

/**
 * A refused submit: field errors go on their fields; returns the messages for the form's alert
 * (those of no field of this form, or the error's own message when no field shows it).
 */
export function applyRefusal<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string[] {
  const rest = applyServerErrors(error, setError, fields);
  const isShownOnAField = error instanceof ApiError && error.errors.length > rest.length;
  return rest.length > 0 ? rest : isShownOnAField ? [] : [errorMessage(error)];
}

/**
 * A failed check's message for each field, by the first step of its path: the first message
 * where a field has several, as a form shows one at a time.
 */
export function firstMessageByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!messages.has(field)) messages.set(field, issue.message);
  }
  return messages;
}
