import { getItems, type Db } from './db.ts';
import { keys } from './keys.ts';
import { accountItemSchema, type AccountItem } from './entities/account.ts';
import { membershipItemSchema, type MembershipItem } from './entities/membership.ts';
import { parsePaymentStanding, type PaymentStanding } from './entities/payment-standing.ts';
import { userItemSchema, type UserItem } from './entities/user.ts';

/** What authorising one signed-in request reads: the user, whether the token was signed out, and (when named) the membership and account. */
export interface CallerItems {
  user?: UserItem;
  revoked: boolean;
  membership?: MembershipItem;
  account?: AccountItem;
  /** The due dates of the account's unpaid invoices, for the payment gate (read with the account). */
  paymentStanding?: PaymentStanding;
}

/**
 * The items behind one signed-in request in one consistent BatchGetItem (asking again for what the
 * table leaves unprocessed): every call pays for its authorisation, so it costs one table call, not
 * five. Without `accountId` (the caller named none: their default account is on the user) only the
 * user and the revocation are read; `getMembershipAndAccount` reads the rest.
 */
export async function getCallerItems(
  db: Db,
  caller: { userId: string; jti: string; accountId?: string },
): Promise<CallerItems> {
  const wanted = [keys.user(caller.userId), keys.revokedAccessToken(caller.jti)];
  if (caller.accountId)
    wanted.push(
      keys.membership(caller.accountId, caller.userId),
      keys.account(caller.accountId),
      keys.paymentStanding(caller.accountId),
    );
  const found = await getItems(db, wanted, { consistent: true });
  const at = (key: { PK: string; SK: string }) => found.find((item) => item.PK === key.PK && item.SK === key.SK);
  const user = at(keys.user(caller.userId));
  const membership = caller.accountId ? at(keys.membership(caller.accountId, caller.userId)) : undefined;
  const account = caller.accountId ? at(keys.account(caller.accountId)) : undefined;
  return {
    user: user ? userItemSchema.parse(user) : undefined,
    revoked: at(keys.revokedAccessToken(caller.jti)) !== undefined,
    membership: membership ? membershipItemSchema.parse(membership) : undefined,
    account: account ? accountItemSchema.parse(account) : undefined,
    paymentStanding: caller.accountId ? parsePaymentStanding(at(keys.paymentStanding(caller.accountId))) : undefined,
  };
}

/** A user's membership of an account, the account and its payment standing, in one consistent BatchGetItem. */
export async function getMembershipAndAccount(
  db: Db,
  accountId: string,
  userId: string,
): Promise<Pick<CallerItems, 'membership' | 'account' | 'paymentStanding'>> {
  const found = await getItems(
    db,
    [keys.membership(accountId, userId), keys.account(accountId), keys.paymentStanding(accountId)],
    { consistent: true },
  );
  const membership = found.find((item) => item.SK === keys.membership(accountId, userId).SK);
  const account = found.find((item) => item.SK === keys.account(accountId).SK);
  return {
    membership: membership ? membershipItemSchema.parse(membership) : undefined,
    account: account ? accountItemSchema.parse(account) : undefined,
    paymentStanding: parsePaymentStanding(found.find((item) => item.SK === keys.paymentStanding(accountId).SK)),
  };
}
