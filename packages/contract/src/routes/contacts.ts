import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/contacts.ts';
import { createdOnField, idField } from '../schemas/fields.ts';

const p = 'user/account/profile/contacts';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const contacts = ['profile_contacts'] as const;

/** The contacts tab (seed 000 §7): every call answers the whole list. */
export const contactsRouteTable = {
  get: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: contacts,
    query: z.strictObject({}),
    response: s.contactsListResponse,
  }),
  create: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/create`,
    permissions: contacts,
    body: s.createContactBody,
    response: s.contactsListResponse,
  }),
  save: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/save`,
    permissions: contacts,
    body: s.saveContactBody,
    response: s.contactsListResponse,
  }),
  delete: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/delete`,
    permissions: contacts,
    body: s.contactIdBody,
    response: s.contactsListResponse,
  }),
};

/** Public (seed 001): the contacts an account chose to show beside its public master pages. */
export const publicContactsRoute = defineRoute({
  access: 'public',
  area: 'public',
  source: '001',
  method: 'GET',
  path: 'accounts/get-contacts/{id}/{modified_on}',
  params: { id: idField(), modified_on: createdOnField() },
  query: z.strictObject({}),
  response: s.publicContactsResponse,
});

export const contactsRoutes = [...Object.values(contactsRouteTable), publicContactsRoute];
