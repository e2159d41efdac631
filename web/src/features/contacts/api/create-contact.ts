import { contactsRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeContacts } from './store-contacts.ts';

/** `contacts/create`. */
export const createContact = (body: RouteBody<typeof contactsRouteTable.create>) =>
  callApi(contactsRouteTable.create, body).then(storeContacts);
