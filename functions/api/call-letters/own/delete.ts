import { callLetterRouteTable } from '@masterport/contract';
import { removeStation } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.deleteOwn, async ({ auth, body }) => ({
  call_letters_list: await removeStation(auth, body.id),
}));
