import { callLetterRouteTable } from '@masterport/contract';
import { changeStationSpec } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

// The new version is saved, then the station's delivered spots are judged against it (core/distributions/spec-notices.ts).
export default handle(callLetterRouteTable.saveOwnSpec, async ({ auth, body }) => ({
  call_letter: await changeStationSpec(auth, body),
}));
