import { authRoutes, COOKIE_REFRESH, COOKIE_TOKEN } from '@masterport/contract';
import { clearedSessionCookies, signOut } from '@masterport/core/accounts';
import { handle, reply } from '#lib/route-handler.ts';

/**
 * Ends the session that calls it: the SPA's from its cookies; a script's from its bearer access
 * token and the refresh token it sends in the body.
 */
export default handle(authRoutes.logout, async ({ body, cookies, headers }) => {
  const bearer = headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  await signOut({ accessToken: bearer ?? cookies[COOKIE_TOKEN], refreshToken: body.token ?? cookies[COOKIE_REFRESH] });
  return reply({}, { cookies: clearedSessionCookies() });
});
