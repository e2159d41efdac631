import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db.ts';
import { TransactionConflictError, UniqueConflictError } from './errors.ts';
import { keys } from './keys.ts';
import { accountItem, type AccountItem } from './entities/account.ts';
import { accountNameItem } from './entities/account-name.ts';
import { userEmailItem } from './entities/user-email.ts';
import { membershipItem, type MembershipItem } from './entities/membership.ts';
import { consumeOneTimeTokenUpdate, oneTimeTokenItem, type OneTimeToken } from './entities/one-time-token.ts';
import { userItem, type UserItem } from './entities/user.ts';

/** Which conditions of a refused transaction failed, by the index of their item. */
const failedIndexes = (error: unknown): readonly number[] => (error instanceof TransactionConflictError ? error.failedItems : []);

/**
 * Sign-up writes the user, the e-mail reservation, the account, the account-name reservation, the
 * primary membership and the activation token together, or nothing.
 */
export async function registerUserWithAccount(db: Db, input: {
  user: UserItem; account: AccountItem; membership: MembershipItem; activation: OneTimeToken;
}): Promise<void> {
  const put = (Item: Record<string, unknown>) => ({ Put: { TableName: db.tableName, Item, ConditionExpression: 'attribute_not_exists(PK)' } });
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        put(userEmailItem(input.user)),
        put({ ...accountNameItem(input.account) }),
        put(userItem(input.user)),
        put(accountItem(input.account)),
        put(membershipItem(input.membership)),
        put(oneTimeTokenItem(input.activation)),
      ],
    }));
  } catch (error) {
    const failed = failedIndexes(error);
    if (failed.includes(0)) throw new UniqueConflictError('email');
    if (failed.includes(1)) throw new UniqueConflictError('account_name');
    throw error;
  }
}

/** Activation: the token is used once, and the user, its account and membership become active. */
export async function activateUserAndAccount(db: Db, input: { tokenHash: string; userId: string; accountId: string | null; now: string }): Promise<void> {
  const update = (Key: Record<string, string>, set: string, values: Record<string, unknown>) => ({
    Update: { TableName: db.tableName, Key, ConditionExpression: 'attribute_exists(PK)', UpdateExpression: set, ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: values },
  });
  const items: unknown[] = [
    { Update: consumeOneTimeTokenUpdate(db, input.tokenHash) },
    update(keys.user(input.userId), 'SET #status = :active, modified_on = :now', { ':active': 'active', ':now': input.now }),
  ];
  if (input.accountId) {
    items.push(update(keys.account(input.accountId), 'SET #status = :active, modified_on = :now', { ':active': 'active', ':now': input.now }));
    items.push(update(keys.membership(input.accountId, input.userId), 'SET #status = :active', { ':active': 'active' }));
  }
  try {
    await db.client.send(new TransactWriteCommand({ TransactItems: items as never }));
  } catch (error) {
    if (failedIndexes(error).includes(0)) throw new UniqueConflictError('token');
    throw error;
  }
}

/** Creating an extra account for an existing user (activated from an e-mail link, like sign-up). */
export async function createAccountForUser(db: Db, input: { account: AccountItem; membership: MembershipItem; activation: OneTimeToken }): Promise<void> {
  const put = (Item: Record<string, unknown>) => ({ Put: { TableName: db.tableName, Item, ConditionExpression: 'attribute_not_exists(PK)' } });
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [put(accountNameItem(input.account)), put(accountItem(input.account)), put(membershipItem(input.membership)), put(oneTimeTokenItem(input.activation))],
    }));
  } catch (error) {
    if (failedIndexes(error).includes(0)) throw new UniqueConflictError('account_name');
    throw error;
  }
}
