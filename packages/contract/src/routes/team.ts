import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/team.ts';
import { teamRouteFacts } from '../route-facts/team.ts';

/**
 * The access tab (seed 000 §6-7): the people of an account, invitations, and each member's own
 * permission keys. A primary user holds every key; a member needs both keys to manage the team.
 */
export const teamRouteTable = {
  get: defineRoute({
    ...teamRouteFacts.get,
    query: z.strictObject({}),
    response: s.accessesListResponse,
  }),
  create: defineRoute({
    ...teamRouteFacts.create,
    body: s.createAccessBody,
    response: s.accessesListResponse,
  }),
  resendInvitation: defineRoute({
    ...teamRouteFacts.resendInvitation,
    body: s.accessIdBody,
    response: s.accessesListResponse,
  }),
  delete: defineRoute({
    ...teamRouteFacts.delete,
    body: s.accessIdBody,
    response: s.accessesListResponse,
  }),
  getPermissions: defineRoute({
    ...teamRouteFacts.getPermissions,
    body: s.accessIdBody,
    response: s.accessPermissionsResponse,
  }),
  savePermissions: defineRoute({
    ...teamRouteFacts.savePermissions,
    body: s.saveAccessPermissionsBody,
    response: s.accessPermissionsResponse,
  }),
};

export const teamRoutes = Object.values(teamRouteTable);
