import { authRoutes } from '@masterport/contract/routes';
import { useTokenCall } from './token-call.ts';

/** `authenticate/get-reset-password`: whether the reset link is still good, before the form shows. */
export const useResetPasswordLink = (token: string | null | undefined) =>
  useTokenCall(authRoutes.getResetPassword, token);
