import { callLetterRouteTable } from '@masterport/contract';
import { deleteGroup } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.deleteGroup, async ({ auth, body }) => ({
  groups_list: await deleteGroup(auth, body.id),
}));
