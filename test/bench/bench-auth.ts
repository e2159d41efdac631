import { PLAN_PERMISSIONS, PRIMARY_USER_PERMISSIONS } from '@masterport/contract';
import type { AuthContext } from '@masterport/core/shared';

/**
 * The AuthContext authorisation hands a list call for a benchmark account: its primary user, every
 * key of the content-creator plan, the account's name as authorisation read it.
 */
export const benchAuth = (accountId: string): AuthContext => ({
  accountId,
  userId: `${accountId}-user`,
  email: `${accountId}@bench.masterport.local`,
  role: 'primary',
  language: 'en',
  accountPermissions: PLAN_PERMISSIONS.content_creator,
  userPermissions: PRIMARY_USER_PERMISSIONS,
  byCookie: true,
  accountName: `Bench ${accountId}`,
});
