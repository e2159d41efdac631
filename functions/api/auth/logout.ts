import { authRoutes, COOKIE_REFRESH } from '@masterport/contract';
import { clearedSessionCookies, signOut } from '@masterport/core/accounts';
import { handle, reply } from '#lib/route-handler.ts';

export default handle(authRoutes.logout, async ({ cookies }) => {
  await signOut(cookies[COOKIE_REFRESH]);
  return reply({}, { cookies: clearedSessionCookies() });
});
