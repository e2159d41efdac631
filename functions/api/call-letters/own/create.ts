import { callLetterRouteTable } from '@masterport/contract';
import { registerStation } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.createOwn, async ({ auth, body }) => ({
  call_letter: await registerStation(auth, body),
}));
