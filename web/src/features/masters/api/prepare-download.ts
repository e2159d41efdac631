import { type OutputCategory } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `prepare-download` (ours): one zip of the master's outputs, or of one category, made in the background. */
export const prepareDownload = (masterId: string, category?: OutputCategory) =>
  callApi(masterFileRoutes.prepareDownload, { master_id: masterId, ...(category ? { category } : {}) }).then(
    (answer) => answer.archive,
  );
