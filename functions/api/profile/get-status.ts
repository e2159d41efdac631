import { profileStatusRoute } from '@masterport/contract';
import { profileStatus } from '@masterport/core/profile';
import { handle } from '#lib/route-handler.ts';

export default handle(profileStatusRoute, async ({ auth }) => profileStatus(auth));
