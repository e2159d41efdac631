import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/traffic-instructions.ts';

const p = 'user/account/profile/traffic-instructions';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const view = ['profile_traffic'] as const;
const manage = ['profile_traffic', 'traffic_instructions'] as const;

/** The traffic-instructions tab (seed 000 §7): who receives traffic instructions, and the stations that differ. */
export const trafficInstructionsRouteTable = {
  get: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: view,
    query: z.strictObject({}),
    response: s.trafficInstructionsResponse,
  }),
  addNotification: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/add-notification`,
    permissions: manage,
    body: s.trafficNotificationBody,
    response: s.trafficInstructionsResponse,
  }),
  deleteNotification: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/delete-notification`,
    permissions: manage,
    body: s.trafficNotificationBody,
    response: s.trafficInstructionsResponse,
  }),
  createException: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/create-exception`,
    permissions: manage,
    body: s.createTrafficExceptionBody,
    response: s.trafficInstructionsResponse,
  }),
  deleteException: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/delete-exception`,
    permissions: manage,
    body: s.trafficExceptionIdBody,
    response: s.trafficInstructionsResponse,
  }),
  addExceptionCallLetter: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/add-exception-call-letter`,
    permissions: manage,
    body: s.trafficExceptionCallLetterBody,
    response: s.trafficInstructionsResponse,
  }),
  removeExceptionCallLetter: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/remove-exception-call-letter`,
    permissions: manage,
    body: s.trafficExceptionCallLetterBody,
    response: s.trafficInstructionsResponse,
  }),
};

export const trafficInstructionsRoutes = Object.values(trafficInstructionsRouteTable);
