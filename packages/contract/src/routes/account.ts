import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/auth.ts';
import { signupAccountStep } from '../schemas/auth.ts';
import { accountSummarySchema, sessionSchema, successSchema, userProfileSchema } from '../schemas/session.ts';
import { accountRouteFacts } from '../route-facts/account.ts';

const accountsResponse = z.object({ success: z.literal(true), user_accounts: z.array(accountSummarySchema) });
const profileResponse = z.object({ success: z.literal(true), user_profile: userProfileSchema });

export const accountRoutes = {
  change: defineRoute({
    ...accountRouteFacts.change,
    body: s.accountIdBody,
    response: sessionSchema,
  }),
  getAccounts: defineRoute({
    ...accountRouteFacts.getAccounts,
    response: accountsResponse,
  }),
  getProfile: defineRoute({
    ...accountRouteFacts.getProfile,
    response: profileResponse,
  }),
  defaultAccount: defineRoute({
    ...accountRouteFacts.defaultAccount,
    body: s.accountIdBody,
    response: accountsResponse,
  }),
  removeAccount: defineRoute({
    ...accountRouteFacts.removeAccount,
    body: s.accountIdBody,
    response: accountsResponse,
  }),
  saveProfile: defineRoute({
    ...accountRouteFacts.saveProfile,
    body: s.saveProfileBody,
    response: profileResponse,
  }),
  savePassword: defineRoute({
    ...accountRouteFacts.savePassword,
    body: s.savePasswordBody,
    response: successSchema,
  }),
  /** Ours: a signed-in user opens another account, confirmed from an e-mailed link (activate-account). */
  create: defineRoute({
    ...accountRouteFacts.create,
    body: signupAccountStep,
    response: z.object({ success: z.literal(true), account_name: z.string() }),
  }),
};
