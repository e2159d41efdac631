import { callLetterRouteTable } from '@masterport/contract';
import { ownStations } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.getOwn, async ({ auth }) => ({
  call_letters_list: await ownStations(auth),
}));
