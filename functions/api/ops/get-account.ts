import { operatorRouteTable as routes } from '@masterport/contract';
import { operatorAccountSummary } from '@masterport/core/operators';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getAccount, async ({ body }) => operatorAccountSummary(body.account_id));
