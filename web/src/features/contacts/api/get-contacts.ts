import { contactsRouteTable } from '@masterport/contract/routes';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** `contacts/get`: the account's contacts. */
export const useContacts = () => useApiQuery(contactsRouteTable.get);

export const contactsKey = apiKey(contactsRouteTable.get);
