import { permissionKeySchema } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import {
  allOf,
  defineEntity,
  deleteItem,
  getItem,
  itemExists,
  putItem,
  queryAll,
  updateAndRead,
  type Condition,
} from '../entity.ts';
import { keys, ranges } from '../keys.ts';

export const membershipItemSchema = z.object({
  account_id: z.string(),
  user_id: z.string(),
  role: z.enum(['primary', 'member']),
  status: z.enum(['active', 'invited', 'pending']),
  /** The user's permission keys in this account, set by the primary user. */
  permissions: z.array(permissionKeySchema),
  created_on: z.string(),
});
export type MembershipItem = z.infer<typeof membershipItemSchema>;

/** In the account's partition (its team), and in the user's (GSI1: the accounts they belong to). */
export const membershipEntity = defineEntity({
  type: 'membership',
  schema: membershipItemSchema,
  key: (membership) => keys.membership(membership.account_id, membership.user_id),
  indexKeys: (membership) => keys.membershipByUser(membership.user_id, membership.account_id),
});

export const membershipItem = (membership: MembershipItem) => membershipEntity.item(membership);

/** The primary user's membership is never removed nor restricted by another member. */
const notPrimary: Condition = {
  expression: '#role <> :primary',
  names: { '#role': 'role' },
  values: { ':primary': 'primary' },
};

export async function getMembership(db: Db, accountId: string, userId: string): Promise<MembershipItem | undefined> {
  return getItem(db, membershipEntity, keys.membership(accountId, userId));
}

/** GSI1: every account a user belongs to. */
export async function listMembershipsForUser(db: Db, userId: string): Promise<MembershipItem[]> {
  return queryAll(db, membershipEntity, ranges.membershipsOfUser(userId));
}

export async function deleteMembership(db: Db, accountId: string, userId: string): Promise<void> {
  await deleteItem(db, keys.membership(accountId, userId), allOf(itemExists, notPrimary));
}

export async function putMembership(db: Db, membership: MembershipItem): Promise<void> {
  await putItem(db, membershipEntity, membership);
}

/** The account's members (every membership in its partition), for its access tab. */
export async function listAccountMemberships(db: Db, accountId: string): Promise<MembershipItem[]> {
  return queryAll(db, membershipEntity, ranges.accountMembers(accountId), { consistent: true });
}

/** A member's keys, set by whoever manages the account's accesses; never the primary user's. */
export async function setMembershipPermissions(
  db: Db,
  accountId: string,
  userId: string,
  permissions: MembershipItem['permissions'],
): Promise<MembershipItem> {
  return updateAndRead(db, membershipEntity, keys.membership(accountId, userId), {
    set: { permissions },
    when: allOf(itemExists, notPrimary),
  });
}
