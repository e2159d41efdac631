import { cancellationRouteTable as routes } from '@masterport/contract';
import { reactivateAccount } from '@masterport/core/billing/cancellation';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.reactivate, async ({ auth }) => reactivateAccount(auth));
