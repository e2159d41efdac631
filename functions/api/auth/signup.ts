import { authRoutes } from '@masterport/contract';
import { signUp } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const signup = handle(authRoutes.signup, async ({ body, sourceIp }) => ({
  body: { success: true as const, ...(await signUp({ user: body.user, account: body.account, recaptchaToken: body.recaptcha_token, sourceIp })) },
}));
