import { callLetterRouteTable } from '@masterport/contract';
import { listGroups } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.getGroups, async ({ auth }) => ({ groups_list: await listGroups(auth) }));
