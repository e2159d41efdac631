import { defineRoute } from '../route.ts';
import * as s from '../schemas/cancellation.ts';

const primary = { access: 'user', source: '000', permissions: ['primary_user'] } as const;

/**
 * Closing an account and bringing it back (issue 30, docs/billing.md "Cancellation and the data
 * archive"). The plan area's two calls and the account area's two stay open to a cancelled account
 * (their areas are), so its primary user can still see the archive and reactivate.
 */
export const cancellationRouteTable = {
  cancelAccount: defineRoute({
    ...primary,
    area: 'plan',
    method: 'POST',
    path: 'user/account/cancel-account',
    body: s.cancelAccountBody,
    response: s.cancellationStateResponse,
  }),
  cancelPendingCancellation: defineRoute({
    ...primary,
    area: 'plan',
    method: 'POST',
    path: 'user/account/cancel-pending-cancellation',
    body: s.noBody,
    response: s.cancellationStateResponse,
  }),
  getDeletion: defineRoute({
    ...primary,
    area: 'account',
    method: 'GET',
    path: 'user/account/get-deletion',
    response: s.deletionResponse,
  }),
  reactivate: defineRoute({
    ...primary,
    area: 'account',
    method: 'POST',
    path: 'user/account/reactivate',
    body: s.noBody,
    response: s.cancellationStateResponse,
  }),
};

export const cancellationRoutes = Object.values(cancellationRouteTable);
