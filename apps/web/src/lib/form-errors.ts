import type { FieldValues, Path, UseFormClearErrors, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/**
 * The error types of a refusal's message above the submit button (`errors.root.server`): alone,
 * the message takes the focus (FormRefusal); beside field messages, the first field has it.
 */
export const refusalTypes = { alone: 'refusal', besideFields: 'refusal-beside-fields' } as const;

/** What a refusal needs of a react-hook-form form. */
export type RefusableForm<T extends FieldValues> = { setError: UseFormSetError<T>; clearErrors: UseFormClearErrors<T>; setFocus: UseFormSetFocus<T> };

type RefusalOptions<T extends FieldValues> = {
  /**
   * The field a conflict without field errors belongs to (409: a work's ISWC or a recording's
   * ISRC is registered to another entry).
   */
  conflictField?: Path<T>;
};

/**
 * Shows a refused submit the one way every form does: the server's field errors
 * (`errors: [{ path, message }]`) on their fields, the rest above the submit button
 * (`errors.root.server`, which FormRefusal shows), and the focus on the first field in error, else
 * on the message above the submit. `fields` are the form's fields in the order they are shown; a
 * server path matches a field by its name or its last steps (`shares.0.share` ends in `0.share`).
 */
export function showRefusal<T extends FieldValues>(form: RefusableForm<T>, error: unknown, fields: readonly Path<T>[], options: RefusalOptions<T> = {}): void {
  // A submit made outside handleSubmit (after a confirmation) keeps the last refusal's message otherwise.
  form.clearErrors('root.server');
  const onFields = new Set<Path<T>>();
  const rest: string[] = [];
  if (error instanceof ApiError) {
    for (const fieldError of error.errors) {
      const field = fields.find((f) => f === fieldError.path || fieldError.path.endsWith(`.${f}`));
      if (field) {
        form.setError(field, { type: 'server', message: fieldError.message });
        onFields.add(field);
      } else {
        rest.push(fieldError.message);
      }
    }
    if (options.conflictField && error.status === 409 && error.errors.length === 0) {
      form.setError(options.conflictField, { type: 'server', message: error.message });
      onFields.add(options.conflictField);
    }
  }
  if (rest.length === 0 && onFields.size === 0) rest.push(errorMessage(error));
  if (rest.length > 0) {
    form.setError('root.server', { type: onFields.size > 0 ? refusalTypes.besideFields : refusalTypes.alone, message: rest.join('\n') });
  }
  const firstField = [...fields, ...(options.conflictField ? [options.conflictField] : [])].find((field) => onFields.has(field));
  if (firstField) form.setFocus(firstField);
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
