import { operatorRouteTable as routes } from '@masterport/contract';
import { operatorSignOutCookie } from '@masterport/core/operators';
import { handle, reply } from '#lib/route-handler.ts';

export default handle(routes.signOut, async () => reply({}, { cookies: [operatorSignOutCookie()] }));
