import type * as definitions from '../routes/masters.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const m = 'user/master-files';
const masters = { access: 'user', area: 'masters', source: '001' } as const;

export const builtMasterRouteFacts = {
  getList: {
    ...masters,
    method: 'POST',
    path: `${m}/get-list`,
  },
  getTypesOptions: {
    ...masters,
    method: 'GET',
    path: `${m}/get-types-options`,
  },
  getLanguagesOptions: {
    ...masters,
    method: 'GET',
    path: `${m}/get-languages-options`,
  },
  getAllLanguagesOptions: {
    ...masters,
    method: 'GET',
    path: `${m}/get-all-languages-options`,
  },
  getAudioTypesOptions: {
    ...masters,
    method: 'GET',
    path: `${m}/get-audio-types-options`,
  },
  getRatiosOptions: {
    ...masters,
    method: 'GET',
    path: `${m}/get-ratios-options`,
  },
  validateUniqueId: {
    ...masters,
    method: 'POST',
    path: `${m}/validate-unique-id`,
    permissions: ['masters_creation'],
  },
  create: {
    ...masters,
    method: 'POST',
    path: `${m}/create`,
    permissions: ['masters_creation'],
    bills: true,
  },
  save: {
    ...masters,
    method: 'POST',
    path: `${m}/save`,
    permissions: ['masters_creation'],
    bills: true,
  },
  getEdit: {
    ...masters,
    method: 'POST',
    path: `${m}/get-edit`,
    permissions: ['masters_creation'],
  },
  getDetails: {
    ...masters,
    method: 'GET',
    path: `${m}/get-details/{master_id}`,
  },
  lock: {
    ...masters,
    method: 'POST',
    path: `${m}/lock`,
    permissions: ['masters_creation'],
  },
  unlock: {
    ...masters,
    method: 'POST',
    path: `${m}/unlock`,
    permissions: ['masters_creation'],
  },
  getSourcesList: {
    ...masters,
    method: 'POST',
    path: `${m}/get-sources-list`,
    permissions: ['sources_tab'],
  },
  getDownloadUrl: {
    ...masters,
    method: 'GET',
    path: `${m}/get-download-url/{master_id}/{output_key}`,
  },
  acknowledgeQualityControl: {
    ...masters,
    method: 'POST',
    path: `${m}/acknowledge-quality-control`,
    permissions: ['masters_creation'],
  },
  fixLoudness: {
    ...masters,
    method: 'POST',
    path: `${m}/fix-loudness`,
    permissions: ['masters_creation'],
    bills: true,
  },
  createOutput: {
    ...masters,
    method: 'POST',
    path: `${m}/create-output`,
    permissions: ['masters_creation'],
    bills: true,
  },
  recreateOutput: {
    ...masters,
    method: 'POST',
    path: `${m}/recreate-output`,
    permissions: ['masters_creation'],
    bills: true,
  },
  restartWorkflow: {
    ...masters,
    method: 'POST',
    path: `${m}/restart-workflow`,
    permissions: ['masters_creation'],
    bills: true,
  },
  downloadXml: {
    ...masters,
    method: 'GET',
    path: `${m}/download-xml/{id}/{output_key}`,
    file: true,
  },
  viewFileData: {
    ...masters,
    method: 'GET',
    path: `${m}/view-file-data/{created_on}/{hash_key}/{output_key}`,
  },
  previewSlate: {
    ...masters,
    method: 'POST',
    path: `${m}/preview-slate`,
    permissions: ['masters_creation'],
  },
  getThumbnails: {
    ...masters,
    method: 'GET',
    path: `${m}/get-thumbnails`,
  },
  saveThumbnail: {
    ...masters,
    method: 'POST',
    path: `${m}/save-thumbnail`,
    permissions: ['masters_creation'],
  },
  getPartnerStudios: {
    ...masters,
    method: 'GET',
    path: `${m}/get-partner-studios`,
    permissions: ['masters_creation'],
  },
  updateStatus: {
    ...masters,
    method: 'POST',
    path: `${m}/update-status`,
  },
  houseCodeGet: {
    ...masters,
    method: 'POST',
    path: `${m}/house-code/get`,
    permissions: ['house_codes'],
  },
  houseCodeGetDistributionData: {
    ...masters,
    method: 'POST',
    path: `${m}/house-code/get-distribution-data`,
    permissions: ['house_codes'],
  },
  houseCodeSave: {
    ...masters,
    method: 'POST',
    path: `${m}/house-code/save`,
    permissions: ['house_codes'],
  },
  getTagsList: {
    ...masters,
    method: 'POST',
    path: `${m}/get-tags-list`,
  },
  addTag: {
    ...masters,
    method: 'POST',
    path: `${m}/tags/add`,
    permissions: ['masters_creation'],
  },
  searchTags: {
    ...masters,
    method: 'POST',
    path: `${m}/tags/search`,
  },
  deleteTag: {
    ...masters,
    method: 'POST',
    path: `${m}/tags/delete`,
    permissions: ['masters_creation'],
  },
  saveTvbNumber: {
    ...masters,
    method: 'POST',
    path: `${m}/save-tvb-number`,
    permissions: ['masters_creation'],
  },
  saveAscNumber: {
    ...masters,
    method: 'POST',
    path: `${m}/save-asc-number`,
    permissions: ['masters_creation'],
  },
  getPlaylistsList: {
    ...masters,
    method: 'POST',
    path: `${m}/get-playlists-list`,
    permissions: ['playlists'],
  },
  search: {
    ...masters,
    method: 'POST',
    path: `${m}/search`,
  },
  archive: {
    ...masters,
    method: 'POST',
    path: `${m}/archive`,
    permissions: ['masters_creation'],
  },
  unarchive: {
    ...masters,
    method: 'POST',
    path: `${m}/unarchive`,
    permissions: ['masters_creation'],
  },
  delete: {
    ...masters,
    method: 'POST',
    path: `${m}/delete`,
    permissions: ['masters_creation'],
  },
  remove: {
    ...masters,
    method: 'POST',
    path: `${m}/remove`,
  },
  cancelMerge: {
    ...masters,
    source: 'ours',
    method: 'POST',
    path: `${m}/cancel-merge`,
    permissions: ['masters_creation', 'merge_masters'],
  },
  renewPublicLink: {
    ...masters,
    source: 'ours',
    method: 'POST',
    path: `${m}/renew-public-link`,
    permissions: ['masters_creation'],
  },
  savePublicFiles: {
    ...masters,
    source: 'ours',
    method: 'POST',
    path: `${m}/save-public-files`,
    permissions: ['masters_creation'],
  },
  prepareDownload: {
    ...masters,
    source: 'ours',
    method: 'POST',
    path: `${m}/prepare-download`,
  },
  mock: {
    access: 'user',
    area: 'masters',
    source: '000',
    method: 'GET',
    path: 'user/mock',
    permissions: ['masters_creation'],
  },
  getPreparedDownload: {
    ...masters,
    source: 'ours',
    method: 'GET',
    path: `${m}/get-prepared-download/{archive_id}`,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const masterFileRoutes = /* @__PURE__ */ typedFacts<typeof definitions.builtMasterRoutes>(builtMasterRouteFacts);
