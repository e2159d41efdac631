import { callLetterRouteTable } from '@masterport/contract';
import { groupCallLetters } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.getGroupCallLetters, async ({ auth, body }) => ({
  call_letters_list: await groupCallLetters(auth, body.id),
}));
