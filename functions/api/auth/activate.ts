import { authRoutes } from '@masterport/contract';
import { activateAccount as activateAccountWithToken, activateUser as activateUserWithToken } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const activateUser = handle(authRoutes.activateUser, async ({ body }) => ({
  body: { success: true as const, ...(await activateUserWithToken(body.token)) },
}));

export const activateAccount = handle(authRoutes.activateAccount, async ({ body }) => ({
  body: { success: true as const, ...(await activateAccountWithToken(body.token)) },
}));
