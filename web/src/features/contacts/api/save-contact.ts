import { contactsRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeContacts } from './store-contacts.ts';

/** `contacts/save`: a contact as edited. */
export const saveContact = (body: RouteBody<typeof contactsRouteTable.save>) =>
  callApi(contactsRouteTable.save, body).then(storeContacts);
