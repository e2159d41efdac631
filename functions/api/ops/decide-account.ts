import { operatorRouteTable as routes } from '@masterport/contract';
import { decideAccount } from '@masterport/core/operators';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.decideAccount, async ({ operator, body }) => decideAccount(operator, body));
