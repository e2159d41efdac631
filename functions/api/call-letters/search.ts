import { callLetterRouteTable } from '@masterport/contract';
import { searchStations } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.search, async ({ body }) => ({
  call_letters_list: await searchStations(body.query, body.limit),
}));
