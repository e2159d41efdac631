import { accountRoutes, COOKIE_ACCOUNT_ID } from '@masterport/contract';
import { changePassword, sessionCookies } from '@masterport/core/accounts';
import { handle, reply } from '#lib/route-handler.ts';

/** Every other session of the user ends; the SPA's own goes on with new cookies (a script signs in again). */
export default handle(accountRoutes.savePassword, async ({ auth, body, cookies }) => {
  const tokens = await changePassword(auth.userId, body.current_password, body.password);
  return reply(
    {},
    {
      cookies: auth.byCookie
        ? sessionCookies({ ...tokens, accountId: cookies[COOKIE_ACCOUNT_ID] ?? auth.accountId })
        : [],
    },
  );
});
