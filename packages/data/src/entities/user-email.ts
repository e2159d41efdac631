import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, getItem } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * An e-mail address reserved by one user (addresses are unique, case-insensitive): written in the
 * same transaction as the user (registration.ts); sign-in finds the user through it.
 */
const userEmailEntity = defineEntity({
  type: 'user_email',
  // The address is also the key; reservations written before it was stored too read as ''.
  schema: z.object({ user_id: z.string(), email: z.string().default('') }),
  key: (reservation) => keys.userEmail(reservation.email),
});

export const userEmailItem = (user: { id: string; email: string }) =>
  userEmailEntity.item({ user_id: user.id, email: user.email });

export async function getUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  return (await getItem(db, userEmailEntity, keys.userEmail(email)))?.user_id;
}
