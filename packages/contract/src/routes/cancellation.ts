import { defineRoute } from '../route.ts';
import * as s from '../schemas/cancellation.ts';
import { cancellationRouteFacts } from '../route-facts/cancellation.ts';

/**
 * Closing an account and bringing it back (issue 30, docs/billing.md "Cancellation and the data
 * archive"). The plan area's two calls and the account area's two stay open to a cancelled account
 * (their areas are), so its primary user can still see the archive and reactivate.
 */
export const cancellationRouteTable = {
  cancelAccount: defineRoute({
    ...cancellationRouteFacts.cancelAccount,
    body: s.cancelAccountBody,
    response: s.cancellationStateResponse,
  }),
  cancelPendingCancellation: defineRoute({
    ...cancellationRouteFacts.cancelPendingCancellation,
    body: s.noBody,
    response: s.cancellationStateResponse,
  }),
  getDeletion: defineRoute({
    ...cancellationRouteFacts.getDeletion,
    response: s.deletionResponse,
  }),
  reactivate: defineRoute({
    ...cancellationRouteFacts.reactivate,
    body: s.noBody,
    response: s.cancellationStateResponse,
  }),
};

export const cancellationRoutes = Object.values(cancellationRouteTable);
