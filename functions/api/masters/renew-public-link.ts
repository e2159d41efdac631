import { masterFileRoutes } from '@masterport/contract';
import { renewPublicLink } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.renewPublicLink, async ({ auth, body }) =>
  renewPublicLink(auth, body.master_id),
);
