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
import { builtPublicRouteFacts } from '../route-facts/public.ts';

const empty = z.strictObject({});

/** Public calls open to anyone holding the item's created_on and hash_key. */
export const builtPublicRoutes = {
  viewFileData: defineRoute({
    ...builtPublicRouteFacts.viewFileData,
    params: { ...shareLinkParams(), output_key: outputKeyField() },
    query: z.strictObject({}),
    response: fileViewResponse,
  }),
  documentViewData: defineRoute({
    ...builtPublicRouteFacts.documentViewData,
    params: shareLinkParams(),
    query: z.strictObject({}),
    response: publicDocumentResponse,
  }),
  documentDownloadUrl: defineRoute({
    ...builtPublicRouteFacts.documentDownloadUrl,
    params: shareLinkParams(),
    query: z.strictObject({}),
    response: documentDownloadResponse,
  }),
  sharedMasterDocuments: defineRoute({
    ...builtPublicRouteFacts.sharedMasterDocuments,
    body: sharedMasterBody,
    response: sharedDocumentsResponse,
  }),
  getMasterDetails: defineRoute({
    ...builtPublicRouteFacts.getMasterDetails,
    params: shareLinkParams(),
    query: empty,
    response: pm.publicMasterResponse,
  }),
  getMasterOutputs: defineRoute({
    ...builtPublicRouteFacts.getMasterOutputs,
    params: shareLinkParams(),
    query: empty,
    response: pm.publicOutputsResponse,
  }),
  getOutputData: defineRoute({
    ...builtPublicRouteFacts.getOutputData,
    params: { ...shareLinkParams(), default_output: outputKeyField() },
    query: empty,
    response: fileViewResponse,
  }),
  getMasterDownloadUrl: defineRoute({
    ...builtPublicRouteFacts.getMasterDownloadUrl,
    params: { ...shareLinkParams(), output_key: outputKeyField() },
    query: empty,
    response: pm.publicDownloadResponse,
  }),
  getMasterModifications: defineRoute({
    ...builtPublicRouteFacts.getMasterModifications,
    params: shareLinkParams(),
    query: empty,
    response: pm.publicModificationsResponse,
  }),
  updateMissingOutput: defineRoute({
    ...builtPublicRouteFacts.updateMissingOutput,
    params: shareLinkParams(),
    body: pm.missingOutputsBody,
    response: pm.missingOutputsResponse,
  }),
  updateMasterStatus: defineRoute({
    ...builtPublicRouteFacts.updateMasterStatus,
    body: pm.publicStatusBody,
    response: pm.publicStatusResponse,
  }),
  distributionFileView: defineRoute({
    ...builtPublicRouteFacts.distributionFileView,
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
    ...builtPublicRouteFacts.getQualityControl,
    params: shareLinkParams(),
    query: z.strictObject({}),
    response: qualityControlResponse,
  }),
};
