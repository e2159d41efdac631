/**
 * What a refused write means, as data's own errors: the table layer (db.ts) turns DynamoDB's error
 * names into these, so core reads no AWS SDK error. No SDK import here: every Lambda's error
 * mapping imports this file (`@masterport/data/errors`).
 */

/** A conditional write whose condition did not hold (the item changed, or is not there). */
export class ConditionFailedError extends Error {
  constructor(options?: { cause: unknown }) {
    super('condition failed', options);
    this.name = 'ConditionFailedError';
  }
}

/** A transaction refused because some of its items' conditions failed: their indexes, in the order written. */
export class TransactionConflictError extends Error {
  constructor(
    readonly failedItems: readonly number[],
    options?: { cause: unknown },
  ) {
    super(`transaction refused by items ${failedItems.join(', ')}`, options);
    this.name = 'TransactionConflictError';
  }
}

/**
 * A transaction DynamoDB cancelled because another one was changing one of its items at the same
 * instant (reason `TransactionConflict`): nothing was written, no condition failed, and the same
 * transaction over a fresh read may be tried again (overFreshRead does).
 */
export class TransactionRaceError extends Error {
  constructor(options?: { cause: unknown }) {
    super('transaction cancelled: another transaction changed one of its items at the same instant', options);
    this.name = 'TransactionRaceError';
  }
}

/** A value another item already holds (an e-mail, an account name, a unique ID), or an item changed meanwhile. */
export class UniqueConflictError extends Error {
  constructor(
    readonly conflict:
      'email' | 'account_name' | 'token' | 'unique_id' | 'call_letters' | 'membership' | 'invitation' | 'stale',
  ) {
    super(`unique conflict: ${conflict}`);
    this.name = 'UniqueConflictError';
  }
}

/** The table throttled the request past the SDK's retries. */
export class TableBusyError extends Error {
  constructor(options?: { cause: unknown }) {
    super('table busy', options);
    this.name = 'TableBusyError';
  }
}

/** An opaque list cursor that this layer did not make (or that no longer decodes). */
export class BadCursorError extends Error {
  constructor() {
    super('bad cursor');
    this.name = 'BadCursorError';
  }
}

const THROTTLING = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded']);

/** DynamoDB's refusals as data's errors; anything else passes unchanged. */
export function tableError(error: unknown): unknown {
  const { name, CancellationReasons } = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (name === 'ConditionalCheckFailedException') return new ConditionFailedError({ cause: error });
  if (name === 'TransactionCanceledException') {
    const failed = (CancellationReasons ?? []).flatMap((reason, index) =>
      reason.Code === 'ConditionalCheckFailed' ? [index] : [],
    );
    if (failed.length) return new TransactionConflictError(failed, { cause: error });
    if ((CancellationReasons ?? []).some((reason) => reason.Code === 'ThrottlingError'))
      return new TableBusyError({ cause: error });
    if ((CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict'))
      return new TransactionRaceError({ cause: error });
  }
  if (name && THROTTLING.has(name)) return new TableBusyError({ cause: error });
  return error;
}
