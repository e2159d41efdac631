import type { Db } from './db.ts';
import { itemAbsent, itemExists, step, transact, type TransactionStep } from './entity.ts';
import { TransactionConflictError, UniqueConflictError } from './errors.ts';
import { keys } from './keys.ts';
import { accountEntity, syncAccountListEntry, type AccountItem } from './entities/account.ts';
import { accountNameEntity } from './entities/account-name.ts';
import { userEmailItem } from './entities/user-email.ts';
import { membershipEntity, type MembershipItem } from './entities/membership.ts';
import { consumeOneTimeTokenStep, oneTimeTokenEntity, type OneTimeToken } from './entities/one-time-token.ts';
import { userEntity, type UserItem } from './entities/user.ts';

/** Which conditions of a refused transaction failed, by the index of their item. */
const failedIndexes = (error: unknown): readonly number[] =>
  error instanceof TransactionConflictError ? error.failedItems : [];

/**
 * Sign-up writes the user, the e-mail reservation, the account, the account-name reservation, the
 * primary membership and the activation token together, or nothing.
 */
export async function registerUserWithAccount(
  db: Db,
  input: {
    user: UserItem;
    account: AccountItem;
    membership: MembershipItem;
    activation: OneTimeToken;
  },
): Promise<void> {
  try {
    await transact(db, [
      step.putBuilt(userEmailItem(input.user), itemAbsent),
      step.put(accountNameEntity, { account_id: input.account.id, name: input.account.name }, itemAbsent),
      step.put(userEntity, input.user, itemAbsent),
      step.put(accountEntity, input.account, itemAbsent),
      step.put(membershipEntity, input.membership, itemAbsent),
      step.put(oneTimeTokenEntity, input.activation, itemAbsent),
    ]);
  } catch (error) {
    const failed = failedIndexes(error);
    if (failed.includes(0)) throw new UniqueConflictError('email');
    if (failed.includes(1)) throw new UniqueConflictError('account_name');
    throw error;
  }
}

/** Activation: the token is used once, and the user, its account and membership become active. */
export async function activateUserAndAccount(
  db: Db,
  input: {
    tokenHash: string;
    userId: string;
    accountId: string | null;
    now: string;
    /** What the confirmed account becomes: in use, or waiting for an operator's approval (its plan says). */
    accountStatus?: 'active' | 'waiting_approval';
  },
): Promise<void> {
  const steps: TransactionStep[] = [
    consumeOneTimeTokenStep(input.tokenHash),
    step.update(userEntity, keys.user(input.userId), {
      set: { status: 'active', modified_on: input.now },
      when: itemExists,
    }),
  ];
  if (input.accountId) {
    steps.push(
      step.update(accountEntity, keys.account(input.accountId), {
        set: { status: input.accountStatus ?? 'active', modified_on: input.now },
        when: itemExists,
      }),
    );
    steps.push(
      step.update(membershipEntity, keys.membership(input.accountId, input.userId), {
        set: { status: 'active' },
        when: itemExists,
      }),
    );
  }
  try {
    await transact(db, steps);
  } catch (error) {
    if (failedIndexes(error).includes(0)) throw new UniqueConflictError('token');
    throw error;
  }
  // The status was set in place: the account's state list entry follows it.
  if (input.accountId) await syncAccountListEntry(db, input.accountId);
}

/** Creating an extra account for an existing user (activated from an e-mail link, like sign-up). */
export async function createAccountForUser(
  db: Db,
  input: { account: AccountItem; membership: MembershipItem; activation: OneTimeToken },
): Promise<void> {
  try {
    await transact(db, [
      step.put(accountNameEntity, { account_id: input.account.id, name: input.account.name }, itemAbsent),
      step.put(accountEntity, input.account, itemAbsent),
      step.put(membershipEntity, input.membership, itemAbsent),
      step.put(oneTimeTokenEntity, input.activation, itemAbsent),
    ]);
  } catch (error) {
    if (failedIndexes(error).includes(0)) throw new UniqueConflictError('account_name');
    throw error;
  }
}
