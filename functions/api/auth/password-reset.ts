import { authRoutes } from '@masterport/contract';
import { checkResetToken, requestPasswordReset, saveNewPassword as saveNewPasswordWithToken } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const resetPasswordRequest = handle(authRoutes.resetPasswordRequest, async ({ body, sourceIp, language }) => {
  await requestPasswordReset({ email: body.email, language: body.language ?? language, recaptchaToken: body.recaptcha_token, sourceIp });
  return { body: { success: true as const } };
});

export const getResetPassword = handle(authRoutes.getResetPassword, async ({ body }) => ({
  body: { success: true as const, ...(await checkResetToken(body.token)) },
}));

export const saveNewPassword = handle(authRoutes.saveNewPassword, async ({ body }) => {
  await saveNewPasswordWithToken(body.token, body.password);
  return { body: { success: true as const } };
});
