import { documentRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeDocument } from './get-details.ts';

/** `tags/add`: letters and digits, once per document. */
export const addDocumentTag = (body: RouteBody<typeof documentRouteTable.addTag>) =>
  callApi(documentRouteTable.addTag, body).then(storeDocument);
