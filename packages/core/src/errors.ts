import type { ErrorCode } from '@masterport/contract';
import { errorStatus } from '@masterport/contract';
import type { z } from 'zod';

/** A failure a user can be told about: a catalogue code, optional field issues and cookies to set. */
export class AppError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly cookies?: string[];

  constructor(readonly code: ErrorCode, options: { fields?: Record<string, string>; cookies?: string[]; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.status = errorStatus(code);
    this.fields = options.fields;
    this.cookies = options.cookies;
  }
}

/** zod issues -> `{ 'user.email': 'email' }`, the first issue per field, messages being dictionary keys. */
export function zodIssuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'body';
    if (fields[path]) continue;
    fields[path] = issue.code === 'unrecognized_keys' ? 'unknown_field' : issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message;
  }
  return fields;
}
