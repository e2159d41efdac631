import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/team.ts';

const p = 'user/account/profile/accesses';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const view = ['profile_access'] as const;
const manage = ['profile_access', 'team_invitation'] as const;

/**
 * The access tab (seed 000 §6-7): the people of an account, invitations, and each member's own
 * permission keys. A primary user holds every key; a member needs both keys to manage the team.
 */
export const teamRouteTable = {
  get: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: view,
    query: z.strictObject({}),
    response: s.accessesListResponse,
  }),
  create: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/create`,
    permissions: manage,
    body: s.createAccessBody,
    response: s.accessesListResponse,
  }),
  resendInvitation: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/resend-invitation`,
    permissions: manage,
    body: s.accessIdBody,
    response: s.accessesListResponse,
  }),
  delete: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/delete`,
    permissions: manage,
    body: s.accessIdBody,
    response: s.accessesListResponse,
  }),
  getPermissions: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/get-permissions`,
    permissions: view,
    body: s.accessIdBody,
    response: s.accessPermissionsResponse,
  }),
  savePermissions: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/save-permissions`,
    permissions: manage,
    body: s.saveAccessPermissionsBody,
    response: s.accessPermissionsResponse,
  }),
};

export const teamRoutes = Object.values(teamRouteTable);
