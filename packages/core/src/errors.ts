import type { ErrorCode } from '@masterport/contract';
import { errorStatus } from '@masterport/contract';
import { BadCursorError, TableBusyError, TransactionRaceError } from '@masterport/data/errors';
import type { z } from 'zod';

/** A failure a user can be told about: a catalogue code, optional field issues and cookies to set. */
export class AppError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  /** What the failure is about (station call letters, output keys), answered as `details`. */
  readonly details?: string[];
  readonly cookies?: string[];
  /** A 429's time to wait, answered as `retry_after` and the Retry-After header. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      details?: string[];
      cookies?: string[];
      cause?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.status = errorStatus(code);
    this.fields = options.fields;
    this.details = options.details;
    this.cookies = options.cookies;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** What an S3 refusal means for the caller (the storage adapter names it; no S3 error name leaves the adapter). */
export type StorageProblem = 'no_such_upload' | 'invalid_parts' | 'no_such_key' | 'busy';

export class StorageError extends Error {
  constructor(
    readonly problem: StorageProblem,
    options: { cause: unknown },
  ) {
    super(`storage: ${problem}`, options);
    this.name = 'StorageError';
  }
}

const STORAGE_ANSWERS: Readonly<Record<StorageProblem, ErrorCode>> = {
  no_such_upload: 'upload_unknown',
  invalid_parts: 'upload_parts_invalid',
  no_such_key: 'not_found',
  busy: 'service_busy',
};

/**
 * The catalogue answer of a failure: an AppError as it is, a storage or table refusal as what it
 * means to the user; anything else is not the caller's doing (undefined: a 500 that leaks nothing).
 */
export function catalogueError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof StorageError) return new AppError(STORAGE_ANSWERS[error.problem], { cause: error });
  // Both mean "try again in a moment": nothing was written.
  if (error instanceof TableBusyError || error instanceof TransactionRaceError)
    return new AppError('service_busy', { cause: error });
  if (error instanceof BadCursorError)
    return new AppError('validation_error', { fields: { page: 'invalid' }, cause: error });
  return undefined;
}

/**
 * zod issues -> `{ 'user.email': 'email' }`, the first issue per field, messages being dictionary keys; a fault of the whole is named `root`.
 * A value of the wrong type is `required` (zod does not report the input, so a missing field and a
 * wrong one look alike), but for a number that is not whole: zod calls that a wrong type too
 * (`expected: 'int'`), though a number was given, so it is `invalid` (2.5 frames).
 */
export function zodIssuesToFields(
  issues: readonly z.core.$ZodIssue[],
  root: 'body' | 'query' | 'path' = 'body',
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || root;
    if (fields[path]) continue;
    fields[path] =
      issue.code === 'unrecognized_keys'
        ? 'unknown_field'
        : issue.code === 'invalid_type' && issue.expected === 'int'
          ? 'invalid'
          : issue.code === 'invalid_type' && issue.input === undefined
            ? 'required'
            : issue.message;
  }
  return fields;
}
