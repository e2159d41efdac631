import { contactsRouteTable as routes } from '@masterport/contract';
import { deleteContact } from '@masterport/core/contacts';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.delete, async ({ auth, body }) => deleteContact(auth, body.id));
