import { planAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';

/** The plan area: its documented calls answer 501 not_implemented until their feature is built. */
export const handler = createAreaHandler('plan', planAreaRoutes, []);
