import { mastersAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import acknowledgeQualityControl from './acknowledge-quality-control.ts';
import archive from './archive.ts';
import cancelMerge from './cancel-merge.ts';
import deleteMaster from './delete.ts';
import remove from './remove.ts';
import renewPublicLink from './renew-public-link.ts';
import savePublicFiles from './save-public-files.ts';
import unarchive from './unarchive.ts';
import downloadDistributionsPdf from './download-distributions-pdf.ts';
import getDistributionsList from './get-distributions-list.ts';
import createOutput from './create-output.ts';
import create from './create.ts';
import downloadXml from './download-xml.ts';
import fixLoudness from './fix-loudness.ts';
import getAllLanguagesOptions from './get-all-languages-options.ts';
import getAudioTypesOptions from './get-audio-types-options.ts';
import getDetails from './get-details.ts';
import getDownloadUrl from './get-download-url.ts';
import getEdit from './get-edit.ts';
import getLanguagesOptions from './get-languages-options.ts';
import getList from './get-list.ts';
import getPartnerStudios from './get-partner-studios.ts';
import getPreparedDownload from './get-prepared-download.ts';
import getRatiosOptions from './get-ratios-options.ts';
import getSourcesList from './get-sources-list.ts';
import getThumbnails from './get-thumbnails.ts';
import getTypesOptions from './get-types-options.ts';
import lock from './lock.ts';
import prepareDownload from './prepare-download.ts';
import previewSlate from './preview-slate.ts';
import recreateOutput from './recreate-output.ts';
import mock from './mock.ts';
import restartWorkflow from './restart-workflow.ts';
import saveThumbnail from './save-thumbnail.ts';
import getDocuments from './get-documents.ts';
import getPlaylistsList from './get-playlists-list.ts';
import getTagsList from './get-tags-list.ts';
import saveAscNumber from './save-asc-number.ts';
import saveTvbNumber from './save-tvb-number.ts';
import search from './search.ts';
import tagsAdd from './tags/add.ts';
import tagsDelete from './tags/delete.ts';
import tagsSearch from './tags/search.ts';
import houseCodeGet from './house-code/get.ts';
import houseCodeGetDistributionData from './house-code/get-distribution-data.ts';
import houseCodeSave from './house-code/save.ts';
import linkDocuments from './link-documents.ts';
import save from './save.ts';
import unlinkDocuments from './unlink-documents.ts';
import unlock from './unlock.ts';
import updateStatus from './update-status.ts';
import validateUniqueId from './validate-unique-id.ts';
import viewFileData from './view-file-data.ts';

export const handler = createAreaHandler('masters', mastersAreaRoutes, [
  acknowledgeQualityControl,
  createOutput,
  create,
  downloadXml,
  fixLoudness,
  getAllLanguagesOptions,
  getAudioTypesOptions,
  getDetails,
  getDownloadUrl,
  getEdit,
  getLanguagesOptions,
  getList,
  getPartnerStudios,
  getPreparedDownload,
  getRatiosOptions,
  getSourcesList,
  getThumbnails,
  getTypesOptions,
  lock,
  prepareDownload,
  previewSlate,
  recreateOutput,
  mock,
  restartWorkflow,
  saveThumbnail,
  save,
  unlock,
  updateStatus,
  validateUniqueId,
  viewFileData,
  getDocuments,
  linkDocuments,
  unlinkDocuments,
  getDistributionsList,
  downloadDistributionsPdf,
  archive,
  unarchive,
  deleteMaster,
  remove,
  houseCodeGet,
  houseCodeGetDistributionData,
  houseCodeSave,
  getTagsList,
  tagsAdd,
  tagsDelete,
  tagsSearch,
  saveTvbNumber,
  saveAscNumber,
  getPlaylistsList,
  renewPublicLink,
  savePublicFiles,
  search,
  cancelMerge,
]);
