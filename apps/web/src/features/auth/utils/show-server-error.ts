import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';

/**
 * A mutation's `onError` for a form: the server's field errors go on the form's fields, anything
 * else into `root.server` for the form's alert (an error already on a field is not repeated there).
 */
export function showServerError<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  return (error: unknown) => {
    const rest = applyServerErrors(error, setError, fields);
    const isOnFields = error instanceof ApiError && error.errors.length > 0 && rest.length === 0;
    if (!isOnFields) setError('root.server', { type: 'server', message: errorMessage(error) });
  };
}
