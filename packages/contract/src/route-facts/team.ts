import type * as definitions from '../routes/team.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const p = 'user/account/profile/accesses';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const view = ['profile_access'] as const;
const manage = ['profile_access', 'team_invitation'] as const;

export const teamRouteFacts = {
  get: {
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: view,
  },
  create: {
    ...profile,
    method: 'POST',
    path: `${p}/create`,
    permissions: manage,
  },
  resendInvitation: {
    ...profile,
    method: 'POST',
    path: `${p}/resend-invitation`,
    permissions: manage,
  },
  delete: {
    ...profile,
    method: 'POST',
    path: `${p}/delete`,
    permissions: manage,
  },
  getPermissions: {
    ...profile,
    method: 'POST',
    path: `${p}/get-permissions`,
    permissions: view,
  },
  savePermissions: {
    ...profile,
    method: 'POST',
    path: `${p}/save-permissions`,
    permissions: manage,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const teamRouteTable = /* @__PURE__ */ typedFacts<typeof definitions.teamRouteTable>(teamRouteFacts);
