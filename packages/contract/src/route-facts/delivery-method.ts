import type * as definitions from '../routes/delivery-method.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const p = 'user/account/profile/delivery-method';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const view = ['profile_delivery_method'] as const;
const manage = ['profile_delivery_method', 'delivery_method'] as const;

export const deliveryMethodRouteFacts = {
  get: {
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: view,
  },
  save: {
    ...profile,
    method: 'POST',
    path: `${p}/save`,
    permissions: manage,
  },
  saveCredentials: {
    ...profile,
    method: 'POST',
    path: `${p}/save-credentials`,
    permissions: manage,
  },
  activate: {
    ...profile,
    method: 'POST',
    path: `${p}/activate`,
    permissions: manage,
  },
  deactivate: {
    ...profile,
    method: 'POST',
    path: `${p}/deactivate`,
    permissions: manage,
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
  saveHouseCodeNotifications: {
    ...profile,
    method: 'POST',
    path: `${p}/save-specific-house-code-notifications`,
    permissions: manage,
  },
  testConnection: {
    ...profile,
    source: 'ours',
    method: 'POST',
    path: `${p}/test-connection`,
    permissions: manage,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const deliveryMethodRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.deliveryMethodRouteTable>(deliveryMethodRouteFacts);
