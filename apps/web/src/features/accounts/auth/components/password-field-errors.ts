import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-client.ts';

/**
 * Puts the server's field messages (`body.newPassword`, ...) next to the form's
 * fields. Returns whether any was placed, so the caller can skip a general alert.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const issue of error.fieldIssues) {
    const field = fields.find((name) => `body.${name}` === issue.path);
    if (field) {
      setError(field, { message: issue.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
