import * as z from 'zod';
import { idField, outputKeyField, shareLinkParams } from '../schemas/fields.ts';
import { defineRoute, fileResponse, type RouteDefinition } from '../route.ts';
import * as s from '../schemas/masters.ts';
import { slateFields } from '../masters/slate.ts';
import * as ps from '../schemas/partner-studios.ts';
import * as ds from '../schemas/distributions.ts';
import { fileViewResponse } from '../schemas/file-view.ts';
import { successSchema } from '../schemas/session.ts';
import { publicFilesResponse, renewPublicLinkResponse, savePublicFilesBody } from '../schemas/public-masters.ts';
import { builtMasterRouteFacts } from '../route-facts/masters.ts';

const empty = z.strictObject({});

export const builtMasterRoutes = {
  getList: defineRoute({
    ...builtMasterRouteFacts.getList,
    query: s.masterListQuery,
    body: s.masterListFilters,
    response: s.masterListResponse,
  }),
  getTypesOptions: defineRoute({
    ...builtMasterRouteFacts.getTypesOptions,
    query: empty,
    response: s.optionsResponse,
  }),
  getLanguagesOptions: defineRoute({
    ...builtMasterRouteFacts.getLanguagesOptions,
    query: s.languagesOptionsQuery,
    response: s.optionsResponse,
  }),
  getAllLanguagesOptions: defineRoute({
    ...builtMasterRouteFacts.getAllLanguagesOptions,
    query: empty,
    response: s.optionsResponse,
  }),
  getAudioTypesOptions: defineRoute({
    ...builtMasterRouteFacts.getAudioTypesOptions,
    query: empty,
    response: s.optionsResponse,
  }),
  getRatiosOptions: defineRoute({
    ...builtMasterRouteFacts.getRatiosOptions,
    query: empty,
    response: s.optionsResponse,
  }),
  validateUniqueId: defineRoute({
    ...builtMasterRouteFacts.validateUniqueId,
    body: s.validateUniqueIdBody,
    response: s.validateUniqueIdResponse,
  }),
  create: defineRoute({
    ...builtMasterRouteFacts.create,
    body: s.createMasterBody,
    response: s.createMasterResponse,
  }),
  save: defineRoute({
    ...builtMasterRouteFacts.save,
    body: s.saveMasterBody,
    response: s.masterResponse,
  }),
  getEdit: defineRoute({
    ...builtMasterRouteFacts.getEdit,
    body: s.masterIdBody,
    response: s.masterResponse,
  }),
  getDetails: defineRoute({
    ...builtMasterRouteFacts.getDetails,
    params: { master_id: idField() },
    query: empty,
    response: s.masterResponse,
  }),
  lock: defineRoute({
    ...builtMasterRouteFacts.lock,
    body: s.masterIdBody,
    response: s.masterResponse,
  }),
  unlock: defineRoute({
    ...builtMasterRouteFacts.unlock,
    body: s.masterIdBody,
    response: s.masterResponse,
  }),
  getSourcesList: defineRoute({
    ...builtMasterRouteFacts.getSourcesList,
    body: s.masterIdBody,
    response: s.sourcesListResponse,
  }),
  getDownloadUrl: defineRoute({
    ...builtMasterRouteFacts.getDownloadUrl,
    params: { master_id: idField(), output_key: outputKeyField() },
    query: empty,
    response: s.downloadUrlResponse,
  }),
  acknowledgeQualityControl: defineRoute({
    ...builtMasterRouteFacts.acknowledgeQualityControl,
    body: s.masterIdBody,
    response: s.masterResponse,
  }),
  fixLoudness: defineRoute({
    ...builtMasterRouteFacts.fixLoudness,
    body: s.masterIdBody,
    response: s.masterResponse,
  }),
  createOutput: defineRoute({
    ...builtMasterRouteFacts.createOutput,
    body: s.outputKeyBody,
    response: s.masterResponse,
  }),
  recreateOutput: defineRoute({
    ...builtMasterRouteFacts.recreateOutput,
    body: s.outputKeyBody,
    response: s.masterResponse,
  }),
  restartWorkflow: defineRoute({
    ...builtMasterRouteFacts.restartWorkflow,
    body: s.masterIdBody,
    response: s.masterResponse,
  }),
  downloadXml: defineRoute({
    ...builtMasterRouteFacts.downloadXml,
    params: { id: idField(), output_key: outputKeyField() },
    query: empty,
    response: fileResponse,
  }),
  viewFileData: defineRoute({
    ...builtMasterRouteFacts.viewFileData,
    params: { ...shareLinkParams(), output_key: outputKeyField() },
    query: empty,
    response: fileViewResponse,
  }),
  previewSlate: defineRoute({
    ...builtMasterRouteFacts.previewSlate,
    body: slateFields,
    response: s.previewSlateResponse,
  }),
  getThumbnails: defineRoute({
    ...builtMasterRouteFacts.getThumbnails,
    query: s.thumbnailsQuery,
    response: s.thumbnailsResponse,
  }),
  saveThumbnail: defineRoute({
    ...builtMasterRouteFacts.saveThumbnail,
    body: s.saveThumbnailBody,
    response: s.masterResponse,
  }),
  getPartnerStudios: defineRoute({
    ...builtMasterRouteFacts.getPartnerStudios,
    response: ps.creatableForResponse,
  }),
  updateStatus: defineRoute({
    ...builtMasterRouteFacts.updateStatus,
    body: s.updateStatusBody,
    response: s.updateStatusResponse,
  }),
  houseCodeGet: defineRoute({
    ...builtMasterRouteFacts.houseCodeGet,
    body: ds.masterHouseCodeBody,
    response: ds.masterHouseCodeResponse,
  }),
  houseCodeGetDistributionData: defineRoute({
    ...builtMasterRouteFacts.houseCodeGetDistributionData,
    body: ds.masterHouseCodeBody,
    response: ds.masterHouseCodeDistributionsResponse,
  }),
  houseCodeSave: defineRoute({
    ...builtMasterRouteFacts.houseCodeSave,
    body: ds.saveMasterHouseCodeBody,
    response: ds.masterHouseCodeResponse,
  }),
  getTagsList: defineRoute({
    ...builtMasterRouteFacts.getTagsList,
    query: s.pageQuery,
    body: empty,
    response: s.tagsListResponse,
  }),
  addTag: defineRoute({
    ...builtMasterRouteFacts.addTag,
    body: s.addMasterTagBody,
    response: s.masterResponse,
  }),
  searchTags: defineRoute({
    ...builtMasterRouteFacts.searchTags,
    body: s.searchTagsBody,
    response: s.searchTagsResponse,
  }),
  deleteTag: defineRoute({
    ...builtMasterRouteFacts.deleteTag,
    body: s.deleteMasterTagBody,
    response: s.masterResponse,
  }),
  saveTvbNumber: defineRoute({
    ...builtMasterRouteFacts.saveTvbNumber,
    body: s.saveTvbNumberBody,
    response: s.masterResponse,
  }),
  saveAscNumber: defineRoute({
    ...builtMasterRouteFacts.saveAscNumber,
    body: s.saveAscNumberBody,
    response: s.masterResponse,
  }),
  getPlaylistsList: defineRoute({
    ...builtMasterRouteFacts.getPlaylistsList,
    query: s.pageQuery,
    body: s.masterPlaylistsBody,
    response: s.masterPlaylistsResponse,
  }),
  search: defineRoute({
    ...builtMasterRouteFacts.search,
    body: s.searchMastersBody,
    response: s.searchMastersResponse,
  }),
  archive: defineRoute({
    ...builtMasterRouteFacts.archive,
    body: s.masterIdBody,
    response: s.masterResponse,
  }),
  unarchive: defineRoute({
    ...builtMasterRouteFacts.unarchive,
    body: s.masterIdBody,
    response: s.masterResponse,
  }),
  delete: defineRoute({
    ...builtMasterRouteFacts.delete,
    body: s.masterIdBody,
    response: successSchema,
  }),
  remove: defineRoute({
    ...builtMasterRouteFacts.remove,
    body: s.masterIdBody,
    response: successSchema,
  }),
  // Ours (docs/api.md): a new public link for the master, the old one dead at once.
  /** A merge saved as a draft (WAITING_MERGE) is given up: the master is as it was before. */
  cancelMerge: defineRoute({
    ...builtMasterRouteFacts.cancelMerge,
    body: s.masterIdBody,
    response: s.masterResponse,
  }),
  renewPublicLink: defineRoute({
    ...builtMasterRouteFacts.renewPublicLink,
    body: s.masterIdBody,
    response: renewPublicLinkResponse,
  }),
  savePublicFiles: defineRoute({
    ...builtMasterRouteFacts.savePublicFiles,
    body: savePublicFilesBody,
    response: publicFilesResponse,
  }),
  // Ours (docs/api.md): the outputs tab's "Download all" and per-category downloads, zipped in the background.
  prepareDownload: defineRoute({
    ...builtMasterRouteFacts.prepareDownload,
    body: s.prepareDownloadBody,
    response: s.archiveResponse,
  }),
  /** Seed 000's demo data: served by the masters function, which makes the masters (docs/api.md). */
  mock: defineRoute({
    ...builtMasterRouteFacts.mock,
    query: empty,
    response: z.object({ success: z.literal(true), master_ids: z.array(z.string()) }),
  }),
  getPreparedDownload: defineRoute({
    ...builtMasterRouteFacts.getPreparedDownload,
    params: { archive_id: idField() },
    query: empty,
    response: s.archiveResponse,
  }),
};

export const masterRoutes: RouteDefinition[] = [];
