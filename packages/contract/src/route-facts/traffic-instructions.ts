import type * as definitions from '../routes/traffic-instructions.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const p = 'user/account/profile/traffic-instructions';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const view = ['profile_traffic'] as const;
const manage = ['profile_traffic', 'traffic_instructions'] as const;

export const trafficInstructionsRouteFacts = {
  get: {
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: view,
  },
  addNotification: {
    ...profile,
    method: 'POST',
    path: `${p}/add-notification`,
    permissions: manage,
  },
  deleteNotification: {
    ...profile,
    method: 'POST',
    path: `${p}/delete-notification`,
    permissions: manage,
  },
  createException: {
    ...profile,
    method: 'POST',
    path: `${p}/create-exception`,
    permissions: manage,
  },
  deleteException: {
    ...profile,
    method: 'POST',
    path: `${p}/delete-exception`,
    permissions: manage,
  },
  addExceptionCallLetter: {
    ...profile,
    method: 'POST',
    path: `${p}/add-exception-call-letter`,
    permissions: manage,
  },
  removeExceptionCallLetter: {
    ...profile,
    method: 'POST',
    path: `${p}/remove-exception-call-letter`,
    permissions: manage,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const trafficInstructionsRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.trafficInstructionsRouteTable>(trafficInstructionsRouteFacts);
