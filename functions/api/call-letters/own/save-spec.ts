import { callLetterRouteTable } from '@masterport/contract';
import { saveStationSpec } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.saveOwnSpec, async ({ auth, body }) => ({
  call_letter: await saveStationSpec(auth, body),
}));
