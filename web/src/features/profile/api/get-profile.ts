import { accountRoutes } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `user/profile/get`: the signed-in user's identity and language. */
export const useProfile = () => useApiQuery(accountRoutes.getProfile);
