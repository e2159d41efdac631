import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/contacts.ts';
import { createdOnField, idField } from '../schemas/fields.ts';
import { contactsRouteFacts, publicContactsRouteFacts } from '../route-facts/contacts.ts';

/** The contacts tab (seed 000 §7): every call answers the whole list. */
export const contactsRouteTable = {
  get: defineRoute({
    ...contactsRouteFacts.get,
    query: z.strictObject({}),
    response: s.contactsListResponse,
  }),
  create: defineRoute({
    ...contactsRouteFacts.create,
    body: s.createContactBody,
    response: s.contactsListResponse,
  }),
  save: defineRoute({
    ...contactsRouteFacts.save,
    body: s.saveContactBody,
    response: s.contactsListResponse,
  }),
  delete: defineRoute({
    ...contactsRouteFacts.delete,
    body: s.contactIdBody,
    response: s.contactsListResponse,
  }),
};

/** Public (seed 001): the contacts an account chose to show beside its public master pages. */
export const publicContactsRoute = defineRoute({
  ...publicContactsRouteFacts,
  params: { id: idField(), modified_on: createdOnField() },
  query: z.strictObject({}),
  response: s.publicContactsResponse,
});

export const contactsRoutes = [...Object.values(contactsRouteTable), publicContactsRoute];
