import { defineRoute } from '../route.ts';
import * as z from 'zod';
import * as s from '../schemas/partner-studios.ts';
import { profileStatusResponse } from '../schemas/profile-status.ts';

const p = 'user/account/profile';
const studios = { access: 'user', area: 'profile', source: '000' } as const;
const view = ['profile_partner_studios'] as const;
const manage = ['profile_partner_studios', 'partner_studios'] as const;

/** The partner-studios tab of the profile: who may create masters on this account's behalf. */
export const partnerStudioRoutes = {
  getAvailable: defineRoute({
    ...studios,
    method: 'GET',
    path: `${p}/partner-studios/get-available`,
    permissions: view,
    query: s.availableStudiosQuery,
    response: s.availableStudiosResponse,
  }),
  getSelected: defineRoute({
    ...studios,
    method: 'GET',
    path: `${p}/partner-studios/get-selected`,
    permissions: view,
    response: s.partnerStudiosListResponse,
  }),
  getNotifications: defineRoute({
    ...studios,
    method: 'GET',
    path: `${p}/partner-studios/get-notifications`,
    permissions: view,
    query: s.notificationsQuery,
    response: s.notificationsResponse,
  }),
  addNotification: defineRoute({
    ...studios,
    method: 'POST',
    path: `${p}/partner-studios/add-notification`,
    permissions: manage,
    body: s.notificationBody,
    response: s.notificationsResponse,
  }),
  deleteNotification: defineRoute({
    ...studios,
    method: 'POST',
    path: `${p}/partner-studios/delete-notification`,
    permissions: manage,
    body: s.notificationBody,
    response: s.notificationsResponse,
  }),
  activatePartner: defineRoute({
    ...studios,
    method: 'POST',
    path: `${p}/partner-studios/activate-partner`,
    permissions: manage,
    body: s.partnerStudioAccountBody,
    response: s.partnerStudioResponse,
  }),
  deactivatePartner: defineRoute({
    ...studios,
    method: 'POST',
    path: `${p}/partner-studios/deactivate-partner`,
    permissions: manage,
    body: s.partnerStudioAccountBody,
    response: s.partnerStudioResponse,
  }),
};

/** The profile's tab badges: which settings tabs still ask something of the account. */
export const profileStatusRoute = defineRoute({
  access: 'user',
  area: 'profile',
  source: '000',
  method: 'GET',
  path: `${p}/get-status`,
  query: z.strictObject({}),
  response: profileStatusResponse,
});
