import { typedMoneyField } from '@teenfreelance/contracts/money';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

interface ApplyOptions {
  /** Moves the focus to the first field given a message (the password forms do). */
  shouldFocus?: boolean;
}

/**
 * Puts the field messages of a refused request (400 VALIDATION_FAILED, whose
 * details list `{ path: 'body.newPassword', message }`) on the form's fields,
 * the one way every form does it. An issue at `body.<field>`, or below it
 * (`body.budget.min`, `body.tags.0`), goes to the listed field it names, the
 * longest one when several match; each field keeps the server's first message.
 * A money field of the body (`body.priceCents`, `body.budget.maxCents`: cents,
 * decision 0056) goes to the field where the amount was typed in dollars
 * (`price`, `budget.max`).
 * Issues for fields not listed are left to the caller, who shows the error's
 * message instead. Answers whether any message was placed, so the caller can
 * leave out a general alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
  options: ApplyOptions = {},
): boolean {
  if (!isApiError(error)) return false;
  const placed = new Set<Path<T>>();
  for (const issue of error.fieldIssues) {
    const field = fieldOf(typedMoneyField(issue.path), fields);
    if (field === undefined || placed.has(field)) continue;
    form.setError(
      field,
      { type: 'server', message: issue.message },
      { shouldFocus: options.shouldFocus === true && placed.size === 0 },
    );
    placed.add(field);
  }
  return placed.size > 0;
}

/** The listed field an issue's path names, or undefined. */
function fieldOf<F extends string>(path: string, fields: readonly F[]): F | undefined {
  let found: F | undefined;
  for (const field of fields) {
    const named = `body.${field}`;
    const isMatch = path === named || path.startsWith(`${named}.`);
    if (isMatch && (found === undefined || field.length > found.length)) found = field;
  }
  return found;
}
