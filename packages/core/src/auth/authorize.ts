import {
  ACCOUNT_HEADER,
  COOKIE_ACCOUNT_ID,
  idField,
  COOKIE_TOKEN,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  USER_ONLY_PERMISSIONS,
  type HttpMethod,
  type Language,
  type PermissionKey,
} from '@masterport/contract';
import { getCallerItems, getMembershipAndAccount, type AccountItem } from '@masterport/data';
import { verifyAccessToken } from '../adapters/access-token.ts';
import { table } from '../adapters/db.ts';
import { AppError } from '../errors.ts';
import { refuseBillingWithoutCard, refuseOverdueAccount } from '../billing-access/payment-gates.ts';

export interface AuthContext {
  userId: string;
  email: string;
  accountId: string;
  role: 'primary' | 'member';
  language: Language;
  accountPermissions: readonly PermissionKey[];
  userPermissions: readonly PermissionKey[];
  /** True when the token came from the HttpOnly cookie (the SPA), false for a bearer header. */
  byCookie: boolean;
  /** The account's name as authorisation read it: a list that shows it does not read the account again. */
  accountName?: string;
}

/**
 * Account states that stop work, and the 402 reason each answers (seed 000 §8). The payment ones
 * (`payment_overdue`, `payment_method_missing`) are the payment gates', read from the invoices and cards.
 */
const BLOCKING_STATUS: Partial<
  Record<AccountItem['status'], 'waiting_approval' | 'account_cancelled' | 'user_no_account'>
> = {
  pending_activation: 'user_no_account',
  waiting_approval: 'waiting_approval',
  cancelled: 'account_cancelled',
};

/** Whether the caller holds a key, as routes check it: in the account's list (unless user-only) and the user's. */
export function holdsPermission(
  auth: Pick<AuthContext, 'accountPermissions' | 'userPermissions'>,
  key: PermissionKey,
): boolean {
  return (
    (USER_ONLY_PERMISSIONS.includes(key) || auth.accountPermissions.includes(key)) && auth.userPermissions.includes(key)
  );
}

/**
 * Refuses a caller without a key, the way the route table's keys are refused: the account's plan
 * first (`account_permission`), then the user's own list (`user_permission`). Also for a key a call
 * needs in only some of its uses (`save` in a merge mode, distributing one type of master).
 */
export function requirePermission(
  auth: Pick<AuthContext, 'accountPermissions' | 'userPermissions'>,
  key: PermissionKey,
): void {
  if (!USER_ONLY_PERMISSIONS.includes(key) && !auth.accountPermissions.includes(key))
    throw new AppError('account_permission');
  // Only the primary user holds `primary_user`: the seed's own message says so (§8, "not the primary user").
  if (!auth.userPermissions.includes(key))
    throw new AppError(key === 'primary_user' ? 'not_primary_user' : 'user_permission');
}

/**
 * Every signed-in call: a valid access token, the CSRF header when the token came from a cookie,
 * an active membership in the chosen account, the account in good standing (not blocked, no invoice
 * unpaid past its grace period), every permission key of the route in both the account's and the
 * user's lists, and a card on file for a call that can bill a plan that needs one.
 */
export async function authorizeRequest(input: {
  permissions: readonly PermissionKey[];
  method: HttpMethod;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** Session and account-state calls stay reachable while an account is blocked. */
  allowBlockedAccount?: boolean;
  /** The call can bill the account (the route table's `bills`): a plan that needs a card must have one. */
  bills?: boolean;
}): Promise<AuthContext> {
  const bearer = input.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = bearer ?? input.cookies[COOKIE_TOKEN];
  const byCookie = !bearer;
  if (!token) throw new AppError('invalid_token');
  if (byCookie && input.method !== 'GET' && input.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE)
    throw new AppError('csrf_header_missing');

  const claims = await verifyAccessToken(token);
  if (!claims) throw new AppError('invalid_token');

  const db = table();
  const named = byCookie ? input.cookies[COOKIE_ACCOUNT_ID] : input.headers[ACCOUNT_HEADER];
  // The account comes from the caller: an id out of the contract's bounds is no account of theirs (and never reaches the table).
  const namedIsValid = named !== undefined && idField().safeParse(named).success;
  // One read for everything, the payment gate's standing included, when the request names its
  // account (the SPA always does); a second for the user's default account.
  const caller = await getCallerItems(db, {
    userId: claims.sub,
    jti: claims.jti,
    accountId: namedIsValid ? named : undefined,
  });
  const { user } = caller;
  // Signed out, or issued before the user's last password change: that session has ended.
  if (caller.revoked || claims.iat < (user?.sessions_valid_after ?? 0)) throw new AppError('invalid_token');
  if (!user || user.status !== 'active') throw new AppError('cant_authenticate');

  const accountId = named ?? user.default_account_id;
  if (!accountId || !idField().safeParse(accountId).success) throw new AppError('user_no_account');
  const { membership, account, paymentStanding } = namedIsValid
    ? caller
    : await getMembershipAndAccount(db, accountId, user.id);
  if (!membership || membership.status !== 'active' || !account) throw new AppError('user_no_account');

  const blocked = BLOCKING_STATUS[account.status];
  if (blocked && (!input.allowBlockedAccount || blocked === 'user_no_account')) throw new AppError(blocked);
  if (!input.allowBlockedAccount) await refuseOverdueAccount(paymentStanding);

  for (const key of input.permissions)
    requirePermission({ accountPermissions: account.permissions, userPermissions: membership.permissions }, key);
  // After the keys: a user who may not make the call is not sent to add a card for it.
  if (input.bills) await refuseBillingWithoutCard(account);

  return {
    userId: user.id,
    email: user.email,
    accountId,
    role: membership.role,
    language: user.language,
    accountPermissions: account.permissions,
    userPermissions: membership.permissions,
    byCookie,
    accountName: account.name,
  };
}
