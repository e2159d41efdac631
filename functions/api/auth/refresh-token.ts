import { authRoutes, COOKIE_ACCOUNT_ID, COOKIE_REFRESH } from '@masterport/contract';
import { clearedSessionCookies, refreshSession, sessionCookies } from '@masterport/core/accounts';
import { AppError } from '@masterport/core/shared';
import { handle, reply } from '#lib/route-handler.ts';

/**
 * The SPA sends no token: its refresh token is the HttpOnly cookie. Scripts send the refresh
 * token from their login in the body and get the new access token back in the body.
 */
export default handle(authRoutes.refreshToken, async ({ body, cookies }) => {
  const fromBody = Boolean(body.token);
  try {
    const tokens = await refreshSession(body.token ?? cookies[COOKIE_REFRESH]);
    const accountId = body.account_id ?? cookies[COOKIE_ACCOUNT_ID] ?? '';
    return reply(
      {
        data: {
          account_id: accountId,
          expires_at: tokens.expiresAt,
          ...(fromBody ? { token: tokens.accessToken } : {}),
        },
      },
      {
        cookies: fromBody
          ? []
          : sessionCookies({
              accessToken: tokens.accessToken,
              expiresAt: tokens.expiresAt,
              ...(accountId ? { accountId } : {}),
            }),
      },
    );
  } catch (error) {
    if (error instanceof AppError && !fromBody) throw new AppError(error.code, { cookies: clearedSessionCookies() });
    throw error;
  }
});
