import { documentsAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import completeUpload from './complete-upload.ts';
import create from './create.ts';
import remove from './delete.ts';
import downloadDistributionsPdf from './download-distributions-pdf.ts';
import getDetails from './get-details.ts';
import getDistributionsList from './get-distributions-list.ts';
import getDownloadUrl from './get-download-url.ts';
import getList from './get-list.ts';
import getMastersList from './get-masters-list.ts';
import linkMasters from './link-masters.ts';
import save from './save.ts';
import search from './search.ts';
import addTag from './tags/add.ts';
import deleteTag from './tags/delete.ts';
import unlinkMasters from './unlink-masters.ts';
import updateDocket from './update-docket.ts';

/** The documents area: an account's PDFs, their tags, dockets and links to masters. */
export const handler = createAreaHandler('documents', documentsAreaRoutes, [
  completeUpload,
  create,
  remove,
  getDetails,
  getDownloadUrl,
  getList,
  save,
  search,
  addTag,
  deleteTag,
  updateDocket,
  getMastersList,
  linkMasters,
  unlinkMasters,
  getDistributionsList,
  downloadDistributionsPdf,
]);
