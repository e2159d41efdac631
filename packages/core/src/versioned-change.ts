import { ConditionFailedError, nowIso } from '@masterport/data';
import { AppError } from './errors.ts';

/**
 * Reads an account's settings item, applies `change` (which may refuse by throwing), and writes
 * it back only if nobody wrote it meanwhile; if someone did, the caller is told to try again
 * (`changed_meanwhile`) rather than having one of the two changes lost.
 */
export async function changeVersioned<Item extends { version: number; modified_on: string }>(
  read: () => Promise<Item>,
  write: (item: Item, previousVersion: number) => Promise<void>,
  change: (current: Item) => Item,
): Promise<Item> {
  const current = await read();
  const next = { ...change(current), version: current.version + 1, modified_on: nowIso() };
  try {
    await write(next, current.version);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new AppError('changed_meanwhile', { cause: error });
    throw error;
  }
  return next;
}
