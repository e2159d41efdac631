import { authRoutes, COOKIE_EXPIRY } from '@masterport/contract';
import { buildSession } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const loadData = handle(authRoutes.loadData, async ({ auth, cookies }) => ({
  body: await buildSession(auth.userId, auth.accountId, Number(cookies[COOKIE_EXPIRY] ?? 0)),
}));
