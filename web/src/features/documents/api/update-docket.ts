import { documentRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeDocument } from './get-details.ts';

/** `update-docket`. */
export const updateDocket = (body: RouteBody<typeof documentRouteTable.updateDocket>) =>
  callApi(documentRouteTable.updateDocket, body).then(storeDocument);
