import type * as definitions from '../routes/profile.ts';
import { typedFacts, typedRouteFacts, type RouteFacts } from './facts.ts';

const p = 'user/account/profile';
const studios = { access: 'user', area: 'profile', source: '000' } as const;
const view = ['profile_partner_studios'] as const;
const manage = ['profile_partner_studios', 'partner_studios'] as const;

export const partnerStudioRouteFacts = {
  getAvailable: {
    ...studios,
    method: 'GET',
    path: `${p}/partner-studios/get-available`,
    permissions: view,
  },
  getSelected: {
    ...studios,
    method: 'GET',
    path: `${p}/partner-studios/get-selected`,
    permissions: view,
  },
  getNotifications: {
    ...studios,
    method: 'GET',
    path: `${p}/partner-studios/get-notifications`,
    permissions: view,
  },
  addNotification: {
    ...studios,
    method: 'POST',
    path: `${p}/partner-studios/add-notification`,
    permissions: manage,
  },
  deleteNotification: {
    ...studios,
    method: 'POST',
    path: `${p}/partner-studios/delete-notification`,
    permissions: manage,
  },
  activatePartner: {
    ...studios,
    method: 'POST',
    path: `${p}/partner-studios/activate-partner`,
    permissions: manage,
  },
  deactivatePartner: {
    ...studios,
    method: 'POST',
    path: `${p}/partner-studios/deactivate-partner`,
    permissions: manage,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

export const profileStatusRouteFacts = {
  access: 'user',
  area: 'profile',
  source: '000',
  method: 'GET',
  path: `${p}/get-status`,
} as const satisfies RouteFacts;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const partnerStudioRoutes =
  /* @__PURE__ */ typedFacts<typeof definitions.partnerStudioRoutes>(partnerStudioRouteFacts);
export const profileStatusRoute =
  /* @__PURE__ */ typedRouteFacts<typeof definitions.profileStatusRoute>(profileStatusRouteFacts);
