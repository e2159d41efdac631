import { operatorRouteTable as routes } from '@masterport/contract';
import { operatorSignOut } from '@masterport/core/operators';
import { handle, reply } from '#lib/route-handler.ts';

export default handle(routes.signOut, async ({ operator }) =>
  reply({}, { cookies: [await operatorSignOut(operator)] }),
);
