import { publicContactsRoute } from '@masterport/contract';
import { publicContacts } from '@masterport/core/contacts';
import { handle } from '#lib/route-handler.ts';

export default handle(publicContactsRoute, async ({ params }) => publicContacts(params.id));
