import { getUser, type UserItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';

/** A user's name as people read it ("Nadia Côté"), empty for no user. */
export const userDisplayName = (user: Pick<UserItem, 'first_name' | 'last_name'> | undefined): string =>
  user ? `${user.first_name} ${user.last_name}`.trim() : '';

/** The caller's name, for what they send (invitations, distributions); their e-mail when the user item has no name. */
export async function callerName(auth: Pick<AuthContext, 'userId' | 'email'>): Promise<string> {
  return userDisplayName(await getUser(table(), auth.userId)) || auth.email;
}
