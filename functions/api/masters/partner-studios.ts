import { masterFileRoutes as routes } from '@masterport/contract';
import { listCreatableFor } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

/** The slate modal's "create for" choices of a partner studio. */
export const getPartnerStudios = handle(routes.getPartnerStudios, async ({ auth }) => ({
  body: { success: true as const, partner_studios_list: await listCreatableFor(auth) },
}));
