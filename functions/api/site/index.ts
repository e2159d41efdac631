import { siteAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import contactUs from './contact-us.ts';
import statistics from './statistics.ts';

/** The public site's calls: the contact form and the platform's counters. */
export const handler = createAreaHandler('site', siteAreaRoutes, [contactUs, statistics]);
