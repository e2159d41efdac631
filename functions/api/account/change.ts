import { accountRoutes, COOKIE_EXPIRY } from '@masterport/contract';
import { buildSession, sessionCookies } from '@masterport/core/accounts';
import { handle, reply } from '#lib/route-handler.ts';

/** Switches the working account: membership is checked again, and the account cookie follows. */
export default handle(accountRoutes.change, async ({ auth, body, cookies }) => {
  const session = await buildSession(auth.userId, body.account_id, Number(cookies[COOKIE_EXPIRY] ?? 0));
  return reply(session, { cookies: auth.byCookie ? sessionCookies({ accountId: session.account_id }) : [] });
});
