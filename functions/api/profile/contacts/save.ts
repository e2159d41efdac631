import { contactsRouteTable as routes } from '@masterport/contract';
import { saveContact } from '@masterport/core/contacts';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.save, async ({ auth, body }) => saveContact(auth, body));
