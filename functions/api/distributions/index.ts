import { distributionsAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import checkStations from './check-stations.ts';
import create from './create.ts';
import remove from './delete.ts';
import destinationDelete from './destination/delete.ts';
import destinationGetCallLetters from './destination/get-call-letters.ts';
import destinationGetContacts from './destination/get-contacts.ts';
import destinationGetDetails from './destination/get-details.ts';
import destinationMarkDelivered from './destination/mark-delivered.ts';
import destinationRedistribute from './destination/redistribute.ts';
import destinationSaveCallLetters from './destination/save-call-letters.ts';
import destinationSelfRedistribute from './destination/self-redistribute.ts';
import downloadConfirmation from './download-confirmation.ts';
import downloadPdf from './download-pdf.ts';
import getCounts from './get-counts.ts';
import getSpecNotices from './get-spec-notices.ts';
import getDetails from './get-details.ts';
import getEdit from './get-edit.ts';
import getList from './get-list.ts';
import preview from './preview.ts';
import receivedAcknowledge from './received/acknowledge.ts';
import receivedGetDetails from './received/get-details.ts';
import receivedGetDownloadUrl from './received/get-download-url.ts';
import receivedGetList from './received/get-list.ts';
import save from './save.ts';
import searchNotifications from './search-notifications.ts';
import updateStatus from './update-status.ts';

/** The distributions area: drafts, sending, the list, each destination's progress and actions, the PDF report, a station's received spots. */
export const handler = createAreaHandler('distributions', distributionsAreaRoutes, [
  getList,
  getCounts,
  getSpecNotices,
  create,
  save,
  remove,
  getEdit,
  getDetails,
  updateStatus,
  downloadPdf,
  downloadConfirmation,
  destinationGetDetails,
  destinationRedistribute,
  destinationSelfRedistribute,
  destinationMarkDelivered,
  destinationDelete,
  searchNotifications,
  checkStations,
  preview,
  destinationGetContacts,
  destinationGetCallLetters,
  destinationSaveCallLetters,
  receivedGetList,
  receivedGetDetails,
  receivedGetDownloadUrl,
  receivedAcknowledge,
]);
