import { contactsRouteTable as routes } from '@masterport/contract';
import { getContacts } from '@masterport/core/contacts';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.get, async ({ auth }) => getContacts(auth));
