import { invoiceRouteTable as routes } from '@masterport/contract';
import { accountStatement } from '@masterport/core/billing';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getStatement, async ({ auth }) => accountStatement(auth));
