import { accountRoutes } from '@masterport/contract';
import { addAccount } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const create = handle(accountRoutes.create, async ({ auth, body }) => ({
  body: { success: true as const, ...(await addAccount(auth.userId, body)) },
}));
