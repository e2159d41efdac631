import { cancellationRouteTable as routes } from '@masterport/contract';
import { requestCancellation } from '@masterport/core/billing/cancellation';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.cancelAccount, async ({ auth, body }) => requestCancellation(auth, body));
