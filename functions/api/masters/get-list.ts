import { masterFileRoutes } from '@masterport/contract';
import { listMasters } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getList, async ({ auth, body, query }) =>
  listMasters(
    auth,
    body,
    query.page,
    query.after_created_on && query.after_id ? { created_on: query.after_created_on, id: query.after_id } : undefined,
  ),
);
