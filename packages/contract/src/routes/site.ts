import { defineRoute } from '../route.ts';
import * as s from '../schemas/site.ts';
import { contactUsRouteFacts, statisticsRouteFacts } from '../route-facts/site.ts';

/** The public contact form: stored, sent to the team, acknowledged to the sender. */
export const contactUsRoute = defineRoute({
  ...contactUsRouteFacts,
  body: s.contactUsBody,
  response: s.contactUsResponse,
});

/** The platform's public counters, shown on the home page. */
export const statisticsRoute = defineRoute({
  ...statisticsRouteFacts,
  response: s.statisticsResponse,
});

export const siteRoutes = [contactUsRoute, statisticsRoute];
