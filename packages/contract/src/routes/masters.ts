import * as z from 'zod';
import { idField, outputKeyField, shareLinkParams } from '../schemas/fields.ts';
import { defineRoute, fileResponse, type RouteDefinition } from '../route.ts';
import * as s from '../schemas/masters.ts';
import { slateFields } from '../masters/slate.ts';
import * as ps from '../schemas/partner-studios.ts';
import * as ds from '../schemas/distributions.ts';
import { fileViewResponse } from '../schemas/file-view.ts';
import { successSchema } from '../schemas/session.ts';
import { renewPublicLinkResponse } from '../schemas/public-masters.ts';

const m = 'user/master-files';
const masters = { access: 'user', area: 'masters', source: '001' } as const;
const empty = z.strictObject({});

export const builtMasterRoutes = {
  getList: defineRoute({ ...masters, method: 'POST', path: `${m}/get-list`, query: s.pageQuery, body: s.masterListFilters, response: s.masterListResponse }),
  getTypesOptions: defineRoute({ ...masters, method: 'GET', path: `${m}/get-types-options`, query: empty, response: s.optionsResponse }),
  getLanguagesOptions: defineRoute({ ...masters, method: 'GET', path: `${m}/get-languages-options`, query: s.languagesOptionsQuery, response: s.optionsResponse }),
  getAllLanguagesOptions: defineRoute({ ...masters, method: 'GET', path: `${m}/get-all-languages-options`, query: empty, response: s.optionsResponse }),
  getAudioTypesOptions: defineRoute({ ...masters, method: 'GET', path: `${m}/get-audio-types-options`, query: empty, response: s.optionsResponse }),
  getRatiosOptions: defineRoute({ ...masters, method: 'GET', path: `${m}/get-ratios-options`, query: empty, response: s.optionsResponse }),
  validateUniqueId: defineRoute({ ...masters, method: 'POST', path: `${m}/validate-unique-id`, permissions: ['masters_creation'], body: s.validateUniqueIdBody, response: s.validateUniqueIdResponse }),
  create: defineRoute({ ...masters, method: 'POST', path: `${m}/create`, permissions: ['masters_creation'], body: s.createMasterBody, response: s.createMasterResponse }),
  save: defineRoute({ ...masters, method: 'POST', path: `${m}/save`, permissions: ['masters_creation'], body: s.saveMasterBody, response: s.masterResponse }),
  getEdit: defineRoute({ ...masters, method: 'POST', path: `${m}/get-edit`, permissions: ['masters_creation'], body: s.masterIdBody, response: s.masterResponse }),
  getDetails: defineRoute({ ...masters, method: 'GET', path: `${m}/get-details/{master_id}`, params: { master_id: idField() }, query: empty, response: s.masterResponse }),
  lock: defineRoute({ ...masters, method: 'POST', path: `${m}/lock`, permissions: ['masters_creation'], body: s.masterIdBody, response: s.masterResponse }),
  unlock: defineRoute({ ...masters, method: 'POST', path: `${m}/unlock`, permissions: ['masters_creation'], body: s.masterIdBody, response: s.masterResponse }),
  getSourcesList: defineRoute({ ...masters, method: 'POST', path: `${m}/get-sources-list`, permissions: ['sources_tab'], body: s.masterIdBody, response: s.sourcesListResponse }),
  getDownloadUrl: defineRoute({ ...masters, method: 'GET', path: `${m}/get-download-url/{master_id}/{output_key}`, params: { master_id: idField(), output_key: outputKeyField() }, query: empty, response: s.downloadUrlResponse }),
  acknowledgeQualityControl: defineRoute({ ...masters, method: 'POST', path: `${m}/acknowledge-quality-control`, permissions: ['masters_creation'], body: s.masterIdBody, response: s.masterResponse }),
  fixLoudness: defineRoute({ ...masters, method: 'POST', path: `${m}/fix-loudness`, permissions: ['masters_creation'], body: s.masterIdBody, response: s.masterResponse }),
  createOutput: defineRoute({ ...masters, method: 'POST', path: `${m}/create-output`, permissions: ['masters_creation'], body: s.outputKeyBody, response: s.masterResponse }),
  recreateOutput: defineRoute({ ...masters, method: 'POST', path: `${m}/recreate-output`, permissions: ['masters_creation'], body: s.outputKeyBody, response: s.masterResponse }),
  restartWorkflow: defineRoute({ ...masters, method: 'POST', path: `${m}/restart-workflow`, permissions: ['masters_creation'], body: s.masterIdBody, response: s.masterResponse }),
  downloadXml: defineRoute({ ...masters, method: 'GET', path: `${m}/download-xml/{id}/{output_key}`, params: { id: idField(), output_key: outputKeyField() }, query: empty, response: fileResponse, file: true }),
  viewFileData: defineRoute({ ...masters, method: 'GET', path: `${m}/view-file-data/{created_on}/{hash_key}/{output_key}`, params: { ...shareLinkParams(), output_key: outputKeyField() }, query: empty, response: fileViewResponse }),
  previewSlate: defineRoute({ ...masters, method: 'POST', path: `${m}/preview-slate`, permissions: ['masters_creation'], body: slateFields, response: s.previewSlateResponse }),
  getThumbnails: defineRoute({ ...masters, method: 'GET', path: `${m}/get-thumbnails`, query: s.thumbnailsQuery, response: s.thumbnailsResponse }),
  saveThumbnail: defineRoute({ ...masters, method: 'POST', path: `${m}/save-thumbnail`, permissions: ['masters_creation'], body: s.saveThumbnailBody, response: s.masterResponse }),
  getPartnerStudios: defineRoute({ ...masters, method: 'GET', path: `${m}/get-partner-studios`, permissions: ['masters_creation'], response: ps.creatableForResponse }),
  updateStatus: defineRoute({ ...masters, method: 'POST', path: `${m}/update-status`, body: s.updateStatusBody, response: s.updateStatusResponse }),
  houseCodeGet: defineRoute({ ...masters, method: 'POST', path: `${m}/house-code/get`, permissions: ['house_codes'], body: ds.masterHouseCodeBody, response: ds.masterHouseCodeResponse }),
  houseCodeGetDistributionData: defineRoute({ ...masters, method: 'POST', path: `${m}/house-code/get-distribution-data`, permissions: ['house_codes'], body: ds.masterHouseCodeBody, response: ds.masterHouseCodeDistributionsResponse }),
  houseCodeSave: defineRoute({ ...masters, method: 'POST', path: `${m}/house-code/save`, permissions: ['house_codes'], body: ds.saveMasterHouseCodeBody, response: ds.masterHouseCodeResponse }),
  getTagsList: defineRoute({ ...masters, method: 'POST', path: `${m}/get-tags-list`, query: s.pageQuery, body: empty, response: s.tagsListResponse }),
  addTag: defineRoute({ ...masters, method: 'POST', path: `${m}/tags/add`, permissions: ['masters_creation'], body: s.addMasterTagBody, response: s.masterResponse }),
  searchTags: defineRoute({ ...masters, method: 'POST', path: `${m}/tags/search`, body: s.searchTagsBody, response: s.searchTagsResponse }),
  deleteTag: defineRoute({ ...masters, method: 'POST', path: `${m}/tags/delete`, permissions: ['masters_creation'], body: s.deleteMasterTagBody, response: s.masterResponse }),
  saveTvbNumber: defineRoute({ ...masters, method: 'POST', path: `${m}/save-tvb-number`, permissions: ['masters_creation'], body: s.saveTvbNumberBody, response: s.masterResponse }),
  saveAscNumber: defineRoute({ ...masters, method: 'POST', path: `${m}/save-asc-number`, permissions: ['masters_creation'], body: s.saveAscNumberBody, response: s.masterResponse }),
  getPlaylistsList: defineRoute({ ...masters, method: 'POST', path: `${m}/get-playlists-list`, permissions: ['playlists'], query: s.pageQuery, body: s.masterPlaylistsBody, response: s.masterPlaylistsResponse }),
  search: defineRoute({ ...masters, method: 'POST', path: `${m}/search`, body: s.searchMastersBody, response: s.searchMastersResponse }),
  archive: defineRoute({ ...masters, method: 'POST', path: `${m}/archive`, permissions: ['masters_creation'], body: s.masterIdBody, response: s.masterResponse }),
  unarchive: defineRoute({ ...masters, method: 'POST', path: `${m}/unarchive`, permissions: ['masters_creation'], body: s.masterIdBody, response: s.masterResponse }),
  delete: defineRoute({ ...masters, method: 'POST', path: `${m}/delete`, permissions: ['masters_creation'], body: s.masterIdBody, response: successSchema }),
  remove: defineRoute({ ...masters, method: 'POST', path: `${m}/remove`, body: s.masterIdBody, response: successSchema }),
  // Ours (docs/api.md): a new public link for the master, the old one dead at once.
  /** A merge saved as a draft (WAITING_MERGE) is given up: the master is as it was before. */
  cancelMerge: defineRoute({ ...masters, source: 'ours', method: 'POST', path: `${m}/cancel-merge`, permissions: ['masters_creation', 'merge_masters'], body: s.masterIdBody, response: s.masterResponse }),
  renewPublicLink: defineRoute({ ...masters, source: 'ours', method: 'POST', path: `${m}/renew-public-link`, permissions: ['masters_creation'], body: s.masterIdBody, response: renewPublicLinkResponse }),
  // Ours (docs/api.md): the outputs tab's "Download all" and per-category downloads, zipped in the background.
  prepareDownload: defineRoute({ ...masters, source: 'ours', method: 'POST', path: `${m}/prepare-download`, body: s.prepareDownloadBody, response: s.archiveResponse }),
  /** Seed 000's demo data: served by the masters function, which makes the masters (docs/api.md). */
  mock: defineRoute({
    access: 'user', area: 'masters', source: '000', method: 'GET', path: 'user/mock', permissions: ['masters_creation'], query: empty,
    response: z.object({ success: z.literal(true), master_ids: z.array(z.string()) }),
  }),
  getPreparedDownload: defineRoute({ ...masters, source: 'ours', method: 'GET', path: `${m}/get-prepared-download/{archive_id}`, params: { archive_id: idField() }, query: empty, response: s.archiveResponse }),
};

export const masterRoutes: RouteDefinition[] = [];
