import { operatorRouteTable as routes } from '@masterport/contract';
import { searchAccounts } from '@masterport/core/operators';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.searchAccounts, async ({ body }) => searchAccounts(body.query));
