import { callLetterRouteTable } from '@masterport/contract';
import { renameGroup } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.saveGroup, async ({ auth, body }) => ({
  group: await renameGroup(auth, body),
}));
