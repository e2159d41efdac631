import { contactsRouteTable as routes } from '@masterport/contract';
import { createContact } from '@masterport/core/contacts';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.create, async ({ auth, body }) => createContact(auth, body));
