import { authRoutes, COOKIE_EXPIRY } from '@masterport/contract';
import { buildSession } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.loadData, async ({ auth, cookies }) =>
  buildSession(auth.userId, auth.accountId, Number(cookies[COOKIE_EXPIRY] ?? 0)),
);
