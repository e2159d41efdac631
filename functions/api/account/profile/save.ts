import { accountRoutes } from '@masterport/contract';
import { saveProfile } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(accountRoutes.saveProfile, async ({ auth, body }) => ({
  user_profile: await saveProfile(auth.userId, body),
}));
