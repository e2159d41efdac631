import { callLetterRouteTable } from '@masterport/contract';
import { saveStation } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.saveOwn, async ({ auth, body }) => ({
  call_letter: await saveStation(auth, body),
}));
