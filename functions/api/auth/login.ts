import { authRoutes } from '@masterport/contract';
import { sessionCookies, signIn } from '@masterport/core/accounts';
import { handle, reply } from '#lib/route-handler.ts';

export default handle(authRoutes.login, async ({ body, sourceIp }) => {
  const { session, tokens } = await signIn({
    email: body.email,
    password: body.password,
    recaptchaToken: body.recaptcha_token,
    sourceIp,
  });
  return reply(
    { ...session, ...(body.return_tokens ? { token: tokens.accessToken, refresh_token: tokens.refreshToken } : {}) },
    { cookies: sessionCookies({ ...tokens, accountId: session.account_id }) },
  );
});
