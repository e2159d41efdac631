import { callLetterRouteTable } from '@masterport/contract';
import { changeGroupCallLetters } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

// The new list is saved, then the delivered spots of the stations that joined or left a group with a spec are judged again (core/distributions/spec-notices.ts).
export default handle(callLetterRouteTable.saveGroupCallLetters, async ({ auth, body }) => ({
  group: await changeGroupCallLetters(auth, body),
}));
