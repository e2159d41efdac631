import type { TrafficInstructions } from '@masterport/contract';
import {
  getTrafficInstructions as readItem,
  listCallLettersForAccount,
  nowIso,
  putTrafficInstructions,
  type TrafficInstructionsItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { newId } from '../random.ts';
import { changeVersioned } from '../versioned-change.ts';

/** At most this many addresses per list, as for delivery notifications. */
const NOTIFICATIONS_MAX = 20;

const empty = (accountId: string): TrafficInstructionsItem => ({
  account_id: accountId,
  notifications: [],
  exceptions: [],
  version: 0,
  modified_on: nowIso(),
});
const load = async (accountId: string) => (await readItem(table(), accountId)) ?? empty(accountId);
const update = (accountId: string, change: (item: TrafficInstructionsItem) => TrafficInstructionsItem) =>
  changeVersioned(
    () => load(accountId),
    (item, previous) => putTrafficInstructions(table(), item, previous),
    change,
  );

const answer = (item: TrafficInstructionsItem): { traffic_instructions: TrafficInstructions } => ({
  traffic_instructions: { notifications: item.notifications, exceptions: item.exceptions },
});

function exceptionOf(item: TrafficInstructionsItem, id: string) {
  const exception = item.exceptions.find((candidate) => candidate.id === id);
  if (!exception) throw new AppError('not_found');
  return exception;
}

/** Exceptions are for this broadcaster's own stations, each in one exception at most. */
async function checkedOwnCallLetters(
  accountId: string,
  letters: readonly string[],
  item: TrafficInstructionsItem,
  exceptFor?: string,
): Promise<void> {
  if (new Set(letters).size !== letters.length)
    throw new AppError('duplicate_call_letter', { fields: { call_letters: 'duplicate_call_letter' } });
  const own = new Set((await listCallLettersForAccount(table(), accountId)).map((station) => station.letters));
  if (!letters.every((letter) => own.has(letter)))
    throw new AppError('not_own_call_letters', { fields: { call_letters: 'not_own_call_letters' } });
  const taken = new Set(
    item.exceptions.filter((exception) => exception.id !== exceptFor).flatMap((exception) => exception.call_letters),
  );
  if (letters.some((letter) => taken.has(letter)))
    throw new AppError('call_letter_has_exception', { fields: { call_letters: 'call_letter_has_exception' } });
}

function withEmail(list: readonly string[], email: string): string[] {
  if (list.includes(email)) throw new AppError('notification_exists', { fields: { email: 'notification_exists' } });
  if (list.length >= NOTIFICATIONS_MAX) throw new AppError('validation_error', { fields: { email: 'too_many' } });
  return [...list, email];
}

function withoutEmail(list: readonly string[], email: string): string[] {
  if (!list.includes(email)) throw new AppError('not_found');
  return list.filter((listed) => listed !== email);
}

export async function getTrafficInstructions(auth: AuthContext) {
  return answer(await load(auth.accountId));
}

/** Adds an address to the account's list, or to one exception's. */
export async function addTrafficNotification(auth: AuthContext, input: { email: string; exception_id?: string }) {
  return answer(
    await update(auth.accountId, (item) => {
      if (!input.exception_id) return { ...item, notifications: withEmail(item.notifications, input.email) };
      const target = exceptionOf(item, input.exception_id);
      return {
        ...item,
        exceptions: item.exceptions.map((exception) =>
          exception === target
            ? { ...exception, notifications: withEmail(exception.notifications, input.email) }
            : exception,
        ),
      };
    }),
  );
}

export async function deleteTrafficNotification(auth: AuthContext, input: { email: string; exception_id?: string }) {
  return answer(
    await update(auth.accountId, (item) => {
      if (!input.exception_id) return { ...item, notifications: withoutEmail(item.notifications, input.email) };
      const target = exceptionOf(item, input.exception_id);
      return {
        ...item,
        exceptions: item.exceptions.map((exception) =>
          exception === target
            ? { ...exception, notifications: withoutEmail(exception.notifications, input.email) }
            : exception,
        ),
      };
    }),
  );
}

export async function createTrafficException(
  auth: AuthContext,
  input: { call_letters: string[]; notifications?: string[] },
) {
  const current = await load(auth.accountId);
  await checkedOwnCallLetters(auth.accountId, input.call_letters, current);
  const notifications = input.notifications ?? [];
  if (new Set(notifications).size !== notifications.length)
    throw new AppError('notification_exists', { fields: { notifications: 'notification_exists' } });
  return answer(
    await update(auth.accountId, (item) => {
      if (item.version !== current.version) throw new AppError('changed_meanwhile');
      return {
        ...item,
        exceptions: [...item.exceptions, { id: newId(), call_letters: input.call_letters, notifications }],
      };
    }),
  );
}

export async function deleteTrafficException(auth: AuthContext, id: string) {
  return answer(
    await update(auth.accountId, (item) => {
      exceptionOf(item, id);
      return { ...item, exceptions: item.exceptions.filter((exception) => exception.id !== id) };
    }),
  );
}

export async function addTrafficExceptionCallLetter(auth: AuthContext, input: { id: string; call_letter: string }) {
  const current = await load(auth.accountId);
  const target = exceptionOf(current, input.id);
  await checkedOwnCallLetters(auth.accountId, [...target.call_letters, input.call_letter], current, input.id);
  return answer(
    await update(auth.accountId, (item) => {
      if (item.version !== current.version) throw new AppError('changed_meanwhile');
      return {
        ...item,
        exceptions: item.exceptions.map((exception) =>
          exception.id === input.id
            ? { ...exception, call_letters: [...exception.call_letters, input.call_letter] }
            : exception,
        ),
      };
    }),
  );
}

/** Seed 000 §5: an exception keeps at least one call letter (delete the exception instead). */
export async function removeTrafficExceptionCallLetter(auth: AuthContext, input: { id: string; call_letter: string }) {
  return answer(
    await update(auth.accountId, (item) => {
      const target = exceptionOf(item, input.id);
      if (!target.call_letters.includes(input.call_letter)) throw new AppError('not_found');
      if (target.call_letters.length === 1) throw new AppError('last_exception_call_letter');
      return {
        ...item,
        exceptions: item.exceptions.map((exception) =>
          exception === target
            ? { ...exception, call_letters: exception.call_letters.filter((letter) => letter !== input.call_letter) }
            : exception,
        ),
      };
    }),
  );
}
