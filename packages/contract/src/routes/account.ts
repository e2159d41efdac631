import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/auth.ts';
import { signupAccountStep } from '../schemas/auth.ts';
import { accountSummarySchema, sessionSchema, successSchema, userProfileSchema } from '../schemas/session.ts';

const account = { access: 'user', area: 'account', source: '000' } as const;
const accountsResponse = z.object({ success: z.literal(true), user_accounts: z.array(accountSummarySchema) });
const profileResponse = z.object({ success: z.literal(true), user_profile: userProfileSchema });

export const accountRoutes = {
  change: defineRoute({
    ...account,
    method: 'POST',
    path: 'user/account/change',
    body: s.accountIdBody,
    response: sessionSchema,
  }),
  getAccounts: defineRoute({
    ...account,
    method: 'GET',
    path: 'user/profile/get-accounts',
    response: accountsResponse,
  }),
  getProfile: defineRoute({ ...account, method: 'GET', path: 'user/profile/get', response: profileResponse }),
  defaultAccount: defineRoute({
    ...account,
    method: 'POST',
    path: 'user/profile/default-account',
    body: s.accountIdBody,
    response: accountsResponse,
  }),
  removeAccount: defineRoute({
    ...account,
    method: 'POST',
    path: 'user/profile/remove-account',
    body: s.accountIdBody,
    response: accountsResponse,
  }),
  saveProfile: defineRoute({
    ...account,
    method: 'POST',
    path: 'user/profile/save',
    body: s.saveProfileBody,
    response: profileResponse,
  }),
  savePassword: defineRoute({
    ...account,
    method: 'POST',
    path: 'user/profile/save-password',
    body: s.savePasswordBody,
    response: successSchema,
  }),
  /** Ours: a signed-in user opens another account, confirmed from an e-mailed link (activate-account). */
  create: defineRoute({
    ...account,
    source: 'ours',
    method: 'POST',
    path: 'user/account/create',
    body: signupAccountStep,
    response: z.object({ success: z.literal(true), account_name: z.string() }),
  }),
};
