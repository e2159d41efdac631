import { planAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import cancelAccount from './cancel-account.ts';
import cancelPendingCancellation from './cancel-pending-cancellation.ts';

/** The plan area: cancelling the account (the plan changes' calls answer 501 not_implemented until built). */
export const handler = createAreaHandler('plan', planAreaRoutes, [cancelAccount, cancelPendingCancellation]);
