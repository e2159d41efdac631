import { documentRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeDocument } from './get-details.ts';

/** `save`: the document's title. */
export const renameDocument = (body: RouteBody<typeof documentRouteTable.save>) =>
  callApi(documentRouteTable.save, body).then(storeDocument);
