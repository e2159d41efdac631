import type { Db } from '@masterport/data';

/**
 * One list the lists benchmark (test/bench/lists.ts) measures at two sizes of one account. The
 * harness counts the table calls and the items DynamoDB read for `readPage` through a middleware
 * on `db.client`, so a scenario only seeds and reads.
 */
export interface ListScenario {
  /** The row's name in the printed table, e.g. 'distributions, page 1'. */
  readonly name: string;
  /** Writes `count` items of this kind into `accountId` as the product would have written them (bulk writes are fine). */
  seed(db: Db, accountId: string, count: number): Promise<void>;
  /** Reads page 1 of the list exactly as its API call does (the core function its handler calls, with an AuthContext for `accountId`). */
  readPage(db: Db, accountId: string): Promise<void>;
}
