import { publicAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import getAccountContacts from './accounts/get-contacts.ts';
import distributionDetails from './distributions/get-details.ts';
import distributionReport from './distributions/download.ts';
import distributionDownloadUrl from './distributions/get-download-url.ts';
import saveHouseCode from './distributions/save-housecode.ts';
import documentDownloadUrl from './documents/get-download-url.ts';
import documentViewData from './documents/view-data.ts';
import getDocumentsList from './master-files/get-documents-list.ts';
import getQualityControl from './master-files/get-quality-control.ts';
import viewFileData from './master-files/view-file-data.ts';
import distributionViewFileData from './master-files/view-file-data.in-distribution.ts';
import getMasterDetails from './master-files/get-details.ts';
import getMasterDownloadUrl from './master-files/get-download-url.ts';
import getMasterModifications from './master-files/get-modifications.ts';
import getOutputData from './master-files/get-output-data.ts';
import getMasterOutputs from './master-files/get-outputs.ts';
import updateMissingOutput from './master-files/update-missing-output.ts';
import updateMasterStatus from './master-files/update-status.ts';
import playlistDownload from './playlists/download.ts';
import playlistProresDownload from './playlists/download/prores.ts';
import playlistDetails from './playlists/get-details.ts';
import playlistMasters from './playlists/get-masters-list.ts';

/** Public pages' calls: anyone holding an item's created_on and hash_key (masters, documents, distributions, playlists). */
export const handler = createAreaHandler('public', publicAreaRoutes, [
  getAccountContacts,
  distributionDetails,
  distributionDownloadUrl,
  distributionReport,
  saveHouseCode,
  documentDownloadUrl,
  documentViewData,
  getDocumentsList,
  getQualityControl,
  viewFileData,
  distributionViewFileData,
  getMasterDetails,
  getMasterDownloadUrl,
  getMasterModifications,
  getOutputData,
  getMasterOutputs,
  updateMissingOutput,
  updateMasterStatus,
  playlistDetails,
  playlistMasters,
  playlistDownload,
  playlistProresDownload,
]);
