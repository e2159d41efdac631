import { defineRoute } from '../route.ts';
import * as s from '../schemas/site.ts';

const site = { access: 'public', area: 'site', source: '000' } as const;

/** The public contact form: stored, sent to the team, acknowledged to the sender. */
export const contactUsRoute = defineRoute({
  ...site,
  method: 'POST',
  path: 'contact-us',
  body: s.contactUsBody,
  response: s.contactUsResponse,
});

/** The platform's public counters, shown on the home page. */
export const statisticsRoute = defineRoute({
  ...site,
  method: 'GET',
  path: 'statistics',
  response: s.statisticsResponse,
});

export const siteRoutes = [contactUsRoute, statisticsRoute];
