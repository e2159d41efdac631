import { userProfileSchema } from '@masterport/contract';
import * as z from 'zod';
import { nowIso, type Db } from '../db.ts';
import { defineEntity, getItem, itemExists, updateAndRead } from '../entity.ts';
import { keys } from '../keys.ts';
import { getUserIdByEmail } from './user-email.ts';

/** The stored user: the profile the API answers (contract), its status and dates. */
export const userItemSchema = userProfileSchema.extend({
  /** pending until the e-mail address is confirmed from the activation link. */
  status: z.enum(['pending', 'active']),
  /** Tokens issued before this time (epoch seconds: the last password change or reset) are refused. */
  sessions_valid_after: z.number().optional(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type UserItem = z.infer<typeof userItemSchema>;

export const userEntity = defineEntity({ type: 'user', schema: userItemSchema, key: (user) => keys.user(user.id) });

export const userItem = (user: UserItem) => userEntity.item(user);

export async function getUser(db: Db, userId: string): Promise<UserItem | undefined> {
  return getItem(db, userEntity, keys.user(userId));
}

export async function getUserByEmail(db: Db, email: string): Promise<UserItem | undefined> {
  const userId = await getUserIdByEmail(db, email);
  return userId ? getUser(db, userId) : undefined;
}

type UserChanges = Partial<
  Pick<
    UserItem,
    'first_name' | 'last_name' | 'phone' | 'language' | 'default_account_id' | 'status' | 'notify_master_results'
  >
>;

/** Updates an existing user (the condition keeps a deleted user from being re-created by a write). */
export async function updateUser(db: Db, userId: string, changes: UserChanges): Promise<UserItem> {
  const set = Object.fromEntries(
    Object.entries({ ...changes, modified_on: nowIso() }).filter(([, value]) => value !== undefined),
  );
  return updateAndRead(db, userEntity, keys.user(userId), { set, when: itemExists });
}
