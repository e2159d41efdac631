import { distributionRouteTable as routes } from '@masterport/contract';
import { destinationContacts } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.destinationGetContacts, async ({ auth, body }) =>
  destinationContacts(auth, body.distribution_id, body.call_letters),
);
