import { callLetterRouteTable } from '@masterport/contract';
import { listGroupsWithCallLetters } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.getGroupsWithCallLetters, async ({ auth }) => ({
  groups_list: await listGroupsWithCallLetters(auth),
}));
