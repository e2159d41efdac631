import { z } from 'zod';
import { outputKeyField, shareLinkParams } from '../schemas/fields.ts';
import { defineRoute } from '../route.ts';
import { qualityControlResponse } from '../schemas/masters.ts';
import { documentDownloadResponse, publicDocumentResponse, sharedDocumentsResponse, sharedMasterBody } from '../schemas/documents.ts';
import { fileViewResponse } from '../schemas/file-view.ts';
import { pendingRoutes } from './pending.ts';

const key = '{created_on}/{hash_key}';
export const publicRoutes = pendingRoutes('public', 'public', '001', `
GET master-files/get-details/${key}
GET master-files/get-outputs/${key}
POST master-files/update-missing-output/${key}
GET master-files/get-output-data/${key}/{default_output}
GET accounts/get-contacts/{id}/{modified_on}
GET master-files/get-download-url/${key}/{output_key}
GET playlists/download/${key}
GET playlists/download/${key}/prores
GET master-files/get-modifications/${key}
GET master-files/view-file-data/${key}/{output_key}/{d_created_on}/{d_hash_key}
GET playlists/get-details/${key}
POST playlists/get-masters-list
POST master-files/update-status
`);

/** Public calls open to anyone holding the item's created_on and hash_key. */
export const builtPublicRoutes = {
  viewFileData: defineRoute({ access: 'public', area: 'public', source: '001', method: 'GET', path: `master-files/view-file-data/${key}/{output_key}`, params: { ...shareLinkParams(), output_key: outputKeyField() }, query: z.strictObject({}), response: fileViewResponse }),
  documentViewData: defineRoute({ access: 'public', area: 'public', source: '001', method: 'GET', path: `documents/view-data/${key}`, params: shareLinkParams(), query: z.strictObject({}), response: publicDocumentResponse }),
  documentDownloadUrl: defineRoute({ access: 'public', area: 'public', source: '001', method: 'GET', path: `documents/get-download-url/${key}`, params: shareLinkParams(), query: z.strictObject({}), response: documentDownloadResponse }),
  sharedMasterDocuments: defineRoute({ access: 'public', area: 'public', source: '001', method: 'POST', path: 'master-files/get-documents-list', body: sharedMasterBody, response: sharedDocumentsResponse }),
  getQualityControl: defineRoute({ access: 'public', area: 'public', source: '001', method: 'GET', path: `master-files/get-quality-control/${key}`, params: shareLinkParams(), query: z.strictObject({}), response: qualityControlResponse }),
};
