import { teamRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAccesses } from './store-accesses.ts';

/** `accesses/resend-invitation`: a new link, valid 7 days; the old one stops working. */
export const resendInvitation = (id: string) => callApi(teamRouteTable.resendInvitation, { id }).then(storeAccesses);
