import { billingAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';

/** The billing area: its documented calls answer 501 not_implemented until their feature is built. */
export const handler = createAreaHandler('billing', billingAreaRoutes, []);
