import type * as definitions from '../routes/received-spots.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const r = 'user/distributions/received';
const received = { access: 'user', area: 'distributions', source: 'ours' } as const;
/**
 * Decided (docs/api.md, "The station's inbox"): reading the inbox is viewing distributions, the
 * station's side of them (`view_distributions`); acknowledging acts on one (`manage_distributions`).
 * No new keys: every plan already holds both, and what a station sees is bounded by its call letters.
 */
const view = ['view_distributions'] as const;
const manage = ['manage_distributions'] as const;

export const receivedSpotRouteFacts = {
  getList: {
    ...received,
    method: 'POST',
    path: `${r}/get-list`,
    permissions: view,
  },
  getDetails: {
    ...received,
    method: 'POST',
    path: `${r}/get-details`,
    permissions: view,
  },
  getDownloadUrl: {
    ...received,
    method: 'POST',
    path: `${r}/get-download-url`,
    permissions: view,
  },
  acknowledge: {
    ...received,
    method: 'POST',
    path: `${r}/acknowledge`,
    permissions: manage,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const receivedSpotRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.receivedSpotRouteTable>(receivedSpotRouteFacts);
