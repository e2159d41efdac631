import { authRoutes } from '@masterport/contract/routes';
import { useTokenCall } from './token-call.ts';

/** `authenticate/activate-user`: the link of the sign-up e-mail. */
export const useActivateUser = (token: string | null | undefined) => useTokenCall(authRoutes.activateUser, token);
