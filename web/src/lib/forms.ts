import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts the API's field issues (`{ 'user.email': 'email' }`) on the form's fields. `prefix` strips
 * the request's nesting (`user.`). Returns the fields it could place, so the caller knows whether
 * the form shows the problem or a banner must.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  prefix = '',
): Path<T>[] {
  if (!(error instanceof ApiError)) return [];
  const placed: Path<T>[] = [];
  for (const [key, issue] of Object.entries(error.fields)) {
    if (!key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length) as Path<T>;
    if (!fields.includes(name)) continue;
    setError(name, { type: 'server', message: issue }, { shouldFocus: placed.length === 0 });
    placed.push(name);
  }
  return placed;
}
