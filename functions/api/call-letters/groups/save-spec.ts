import { callLetterRouteTable } from '@masterport/contract';
import { changeGroupSpec } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

// The new version is saved, then the delivered spots of the stations it binds are judged against it (core/distributions/spec-notices.ts).
export default handle(callLetterRouteTable.saveGroupSpec, async ({ auth, body }) => ({
  group: await changeGroupSpec(auth, body),
}));
