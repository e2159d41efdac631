import { authRoutes } from '@masterport/contract';
import { signUp } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.signup, async ({ body, sourceIp }) =>
  signUp({ user: body.user, account: body.account, recaptchaToken: body.recaptcha_token, sourceIp }),
);
