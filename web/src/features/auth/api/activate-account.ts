import { authRoutes } from '@masterport/contract/routes';
import { useTokenCall } from './token-call.ts';

/** `authenticate/activate-account`: the link of the account-approval e-mail. */
export const useActivateAccount = (token: string | null | undefined) => useTokenCall(authRoutes.activateAccount, token);
