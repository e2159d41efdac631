import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `get-prepared-download/{archive_id}` (ours): where a zip stands; ready ones carry a short-lived link. */
export const getPreparedDownload = (archiveId: string) =>
  callApi(masterFileRoutes.getPreparedDownload, undefined, { params: { archive_id: archiveId } }).then(
    (answer) => answer.archive,
  );
