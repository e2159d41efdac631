import { callLetterRouteTable } from '@masterport/contract';
import { removeGroup } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

// The group is deleted, then its stations' delivered spots are judged against what each follows now (core/distributions/spec-notices.ts).
export default handle(callLetterRouteTable.deleteGroup, async ({ auth, body }) => ({
  groups_list: await removeGroup(auth, body.id),
}));
