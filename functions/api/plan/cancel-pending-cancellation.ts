import { cancellationRouteTable as routes } from '@masterport/contract';
import { withdrawCancellation } from '@masterport/core/billing/cancellation';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.cancelPendingCancellation, async ({ auth }) => withdrawCancellation(auth));
