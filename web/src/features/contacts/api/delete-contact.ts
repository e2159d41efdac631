import { contactsRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeContacts } from './store-contacts.ts';

/** `contacts/delete`. */
export const deleteContact = (id: string) => callApi(contactsRouteTable.delete, { id }).then(storeContacts);
