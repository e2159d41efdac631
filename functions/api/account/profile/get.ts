import { accountRoutes } from '@masterport/contract';
import { getProfile } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(accountRoutes.getProfile, async ({ auth }) => ({ user_profile: await getProfile(auth.userId) }));
