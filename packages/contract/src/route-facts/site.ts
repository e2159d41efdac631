import type * as definitions from '../routes/site.ts';
import { typedRouteFacts, type RouteFacts } from './facts.ts';

const site = { access: 'public', area: 'site', source: '000' } as const;

export const contactUsRouteFacts = {
  ...site,
  method: 'POST',
  path: 'contact-us',
} as const satisfies RouteFacts;

export const statisticsRouteFacts = {
  ...site,
  method: 'GET',
  path: 'statistics',
} as const satisfies RouteFacts;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const contactUsRoute = /* @__PURE__ */ typedRouteFacts<typeof definitions.contactUsRoute>(contactUsRouteFacts);
export const statisticsRoute =
  /* @__PURE__ */ typedRouteFacts<typeof definitions.statisticsRoute>(statisticsRouteFacts);
