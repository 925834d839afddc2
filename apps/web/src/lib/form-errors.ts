import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getApiError } from './api-client';

/** Puts the server's per-field messages (`errors` map) under the matching fields; true when any matched. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const fieldErrors = getApiError(error)?.errors;
  if (!fieldErrors) return false;
  let hasMatched = false;
  for (const [field, message] of Object.entries(fieldErrors)) {
    const match = fields.find((name) => name === field);
    if (match) {
      setError(match, { type: 'server', message });
      hasMatched = true;
    }
  }
  return hasMatched;
}
