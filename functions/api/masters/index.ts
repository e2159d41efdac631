import { createAreaHandler } from '../lib/create-area-handler.ts';
import { getDetails, getList, lock, unlock, updateStatus } from './details.ts';
import { acknowledge, createOutput, downloadXml, fixLoudnessRun, getDownloadUrl, getSourcesList, recreateOutput, restart } from './files.ts';
import { getAllLanguagesOptions, getAudioTypesOptions, getLanguagesOptions, getRatiosOptions, getTypesOptions } from './options.ts';
import { viewFileData } from './file-view.ts';
import { getPartnerStudios } from './partner-studios.ts';
import { create, getEdit, save, validateUniqueId } from './slate.ts';
import { getThumbnails, previewSlateImage, saveThumbnailChoice } from './stills.ts';

export const handler = createAreaHandler('masters', [
  getTypesOptions, getLanguagesOptions, getAllLanguagesOptions, getAudioTypesOptions, getRatiosOptions,
  validateUniqueId, create, save, getEdit, getDetails, getList, updateStatus, lock, unlock,
  getSourcesList, getDownloadUrl, restart, fixLoudnessRun, createOutput, recreateOutput, acknowledge, getPartnerStudios, downloadXml, viewFileData,
  previewSlateImage, getThumbnails, saveThumbnailChoice,
]);
