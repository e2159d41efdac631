import type * as definitions from '../routes/account.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const account = { access: 'user', area: 'account', source: '000' } as const;

export const accountRouteFacts = {
  change: {
    ...account,
    method: 'POST',
    path: 'user/account/change',
  },
  getAccounts: {
    ...account,
    method: 'GET',
    path: 'user/profile/get-accounts',
  },
  getProfile: {
    ...account,
    method: 'GET',
    path: 'user/profile/get',
  },
  defaultAccount: {
    ...account,
    method: 'POST',
    path: 'user/profile/default-account',
  },
  removeAccount: {
    ...account,
    method: 'POST',
    path: 'user/profile/remove-account',
  },
  saveProfile: {
    ...account,
    method: 'POST',
    path: 'user/profile/save',
  },
  savePassword: {
    ...account,
    method: 'POST',
    path: 'user/profile/save-password',
  },
  create: {
    ...account,
    source: 'ours',
    method: 'POST',
    path: 'user/account/create',
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const accountRoutes = /* @__PURE__ */ typedFacts<typeof definitions.accountRoutes>(accountRouteFacts);
