import { authRoutes } from '@masterport/contract';
import { requestPasswordReset } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.resetPasswordRequest, async ({ body, sourceIp, language }) => {
  await requestPasswordReset({
    email: body.email,
    language: body.language ?? language,
    recaptchaToken: body.recaptcha_token,
    sourceIp,
  });
  return {};
});
