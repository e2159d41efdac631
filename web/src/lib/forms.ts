import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
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

/**
 * A form's resolver whose checks (a zod schema and its resolver) are imported when first needed
 * rather than with the page, so that zod stays out of the sign-in page's download (docs/site.md).
 * `prefetch` starts the import early (the form's first focus), so the first submit does not wait.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): { resolver: Resolver<Values, unknown, Output>; prefetch: () => void } {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const get = () => (loading ??= load());
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    prefetch: () => void get(),
  };
}
