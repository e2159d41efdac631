import * as z from 'zod';
import { createdOnField, outputKeyField, shareLinkParams, tokenField } from '../schemas/fields.ts';
import { defineRoute } from '../route.ts';
import { qualityControlResponse } from '../schemas/masters.ts';
import {
  documentDownloadResponse,
  publicDocumentResponse,
  sharedDocumentsResponse,
  sharedMasterBody,
} from '../schemas/documents.ts';
import { fileViewResponse } from '../schemas/file-view.ts';
import * as pm from '../schemas/public-masters.ts';

const key = '{created_on}/{hash_key}';

const open = { access: 'public', area: 'public', source: '001' } as const;
const empty = z.strictObject({});

/** Public calls open to anyone holding the item's created_on and hash_key. */
export const builtPublicRoutes = {
  viewFileData: defineRoute({
    access: 'public',
    area: 'public',
    source: '001',
    method: 'GET',
    path: `master-files/view-file-data/${key}/{output_key}`,
    params: { ...shareLinkParams(), output_key: outputKeyField() },
    query: z.strictObject({}),
    response: fileViewResponse,
  }),
  documentViewData: defineRoute({
    access: 'public',
    area: 'public',
    source: '001',
    method: 'GET',
    path: `documents/view-data/${key}`,
    params: shareLinkParams(),
    query: z.strictObject({}),
    response: publicDocumentResponse,
  }),
  documentDownloadUrl: defineRoute({
    access: 'public',
    area: 'public',
    source: '001',
    method: 'GET',
    path: `documents/get-download-url/${key}`,
    params: shareLinkParams(),
    query: z.strictObject({}),
    response: documentDownloadResponse,
  }),
  sharedMasterDocuments: defineRoute({
    access: 'public',
    area: 'public',
    source: '001',
    method: 'POST',
    path: 'master-files/get-documents-list',
    body: sharedMasterBody,
    response: sharedDocumentsResponse,
  }),
  getMasterDetails: defineRoute({
    ...open,
    method: 'GET',
    path: `master-files/get-details/${key}`,
    params: shareLinkParams(),
    query: empty,
    response: pm.publicMasterResponse,
  }),
  getMasterOutputs: defineRoute({
    ...open,
    method: 'GET',
    path: `master-files/get-outputs/${key}`,
    params: shareLinkParams(),
    query: empty,
    response: pm.publicOutputsResponse,
  }),
  getOutputData: defineRoute({
    ...open,
    method: 'GET',
    path: `master-files/get-output-data/${key}/{default_output}`,
    params: { ...shareLinkParams(), default_output: outputKeyField() },
    query: empty,
    response: fileViewResponse,
  }),
  getMasterDownloadUrl: defineRoute({
    ...open,
    method: 'GET',
    path: `master-files/get-download-url/${key}/{output_key}`,
    params: { ...shareLinkParams(), output_key: outputKeyField() },
    query: empty,
    response: pm.publicDownloadResponse,
  }),
  getMasterModifications: defineRoute({
    ...open,
    method: 'GET',
    path: `master-files/get-modifications/${key}`,
    params: shareLinkParams(),
    query: empty,
    response: pm.publicModificationsResponse,
  }),
  updateMissingOutput: defineRoute({
    ...open,
    method: 'POST',
    path: `master-files/update-missing-output/${key}`,
    params: shareLinkParams(),
    body: pm.missingOutputsBody,
    response: pm.missingOutputsResponse,
  }),
  updateMasterStatus: defineRoute({
    ...open,
    method: 'POST',
    path: 'master-files/update-status',
    body: pm.publicStatusBody,
    response: pm.publicStatusResponse,
  }),
  distributionFileView: defineRoute({
    ...open,
    method: 'GET',
    path: `master-files/view-file-data/${key}/{output_key}/{d_created_on}/{d_hash_key}`,
    params: {
      ...shareLinkParams(),
      output_key: outputKeyField(),
      d_created_on: createdOnField(),
      d_hash_key: tokenField(),
    },
    query: empty,
    response: fileViewResponse,
  }),
  getQualityControl: defineRoute({
    access: 'public',
    area: 'public',
    source: '001',
    method: 'GET',
    path: `master-files/get-quality-control/${key}`,
    params: shareLinkParams(),
    query: z.strictObject({}),
    response: qualityControlResponse,
  }),
};
