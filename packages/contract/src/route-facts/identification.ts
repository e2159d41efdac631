import type * as definitions from '../routes/identification.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const p = 'user/account/profile/identification';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const identification = ['profile_id'] as const;

export const identificationRouteFacts = {
  getCountries: {
    ...profile,
    method: 'GET',
    path: 'user/account/get-countries',
    openToBlockedAccount: true,
  },
  getStates: {
    ...profile,
    method: 'GET',
    path: 'user/account/get-states/{country}',
    openToBlockedAccount: true,
  },
  get: {
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: identification,
  },
  save: {
    ...profile,
    method: 'POST',
    path: `${p}/save`,
    permissions: identification,
  },
  saveLogo: {
    ...profile,
    method: 'POST',
    path: `${p}/save-logo`,
    permissions: identification,
  },
  completeLogo: {
    ...profile,
    source: 'ours',
    method: 'POST',
    path: `${p}/complete-logo`,
    permissions: identification,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const identificationRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.identificationRouteTable>(identificationRouteFacts);
