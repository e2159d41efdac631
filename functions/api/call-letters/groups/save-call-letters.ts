import { callLetterRouteTable } from '@masterport/contract';
import { saveGroupCallLetters } from '@masterport/core/call-letters';
import { handle } from '#lib/route-handler.ts';

export default handle(callLetterRouteTable.saveGroupCallLetters, async ({ auth, body }) => ({
  group: await saveGroupCallLetters(auth, body),
}));
