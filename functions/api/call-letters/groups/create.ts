import { callLetterRouteTable } from '@masterport/contract';
import { createGroup } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.createGroup, async ({ auth, body }) => ({
  group: await createGroup(auth, body),
}));
