import { defineRoute } from '../route.ts';
import * as z from 'zod';
import * as s from '../schemas/partner-studios.ts';
import { profileStatusResponse } from '../schemas/profile-status.ts';
import { partnerStudioRouteFacts, profileStatusRouteFacts } from '../route-facts/profile.ts';

/** The partner-studios tab of the profile: who may create masters on this account's behalf. */
export const partnerStudioRoutes = {
  getAvailable: defineRoute({
    ...partnerStudioRouteFacts.getAvailable,
    query: s.availableStudiosQuery,
    response: s.availableStudiosResponse,
  }),
  getSelected: defineRoute({
    ...partnerStudioRouteFacts.getSelected,
    response: s.partnerStudiosListResponse,
  }),
  getNotifications: defineRoute({
    ...partnerStudioRouteFacts.getNotifications,
    query: s.notificationsQuery,
    response: s.notificationsResponse,
  }),
  addNotification: defineRoute({
    ...partnerStudioRouteFacts.addNotification,
    body: s.notificationBody,
    response: s.notificationsResponse,
  }),
  deleteNotification: defineRoute({
    ...partnerStudioRouteFacts.deleteNotification,
    body: s.notificationBody,
    response: s.notificationsResponse,
  }),
  activatePartner: defineRoute({
    ...partnerStudioRouteFacts.activatePartner,
    body: s.partnerStudioAccountBody,
    response: s.partnerStudioResponse,
  }),
  deactivatePartner: defineRoute({
    ...partnerStudioRouteFacts.deactivatePartner,
    body: s.partnerStudioAccountBody,
    response: s.partnerStudioResponse,
  }),
};

/** The profile's tab badges: which settings tabs still ask something of the account. */
export const profileStatusRoute = defineRoute({
  ...profileStatusRouteFacts,
  query: z.strictObject({}),
  response: profileStatusResponse,
});
