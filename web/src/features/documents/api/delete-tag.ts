import { documentRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeDocument } from './get-details.ts';

/** `tags/delete`. */
export const deleteDocumentTag = (body: RouteBody<typeof documentRouteTable.deleteTag>) =>
  callApi(documentRouteTable.deleteTag, body).then(storeDocument);
