import { masterFileRoutes } from '@masterport/contract';
import { listCreatableFor } from '@masterport/core/partners';
import { handle } from '#lib/route-handler.ts';

/** The slate modal's "create for" choices of a partner studio. */
export default handle(masterFileRoutes.getPartnerStudios, async ({ auth }) => ({
  partner_studios_list: await listCreatableFor(auth),
}));
