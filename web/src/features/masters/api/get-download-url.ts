import { type Master } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import { callApi } from '#lib/api.ts';
import { openDownload } from '#lib/open-download.ts';

/** `get-download-url`: a signed link to one output (or `SOURCE`); it expires, so it is asked for at each use. */
export const getDownloadUrl = (masterId: string, outputKey: string) =>
  callApi(masterFileRoutes.getDownloadUrl, undefined, { params: { master_id: masterId, output_key: outputKey } });

const downloadUrlKey = (masterId: string, outputKey: string, createdOn: string | undefined) =>
  ['output-url', masterId, outputKey, createdOn] as const;

/** A signed link for the player; asked again when the master's outputs change. */
export function useDownloadUrl(master: Master, outputKey: string | undefined, createdOn: string | undefined) {
  const { data, error } = useSWR(
    outputKey ? downloadUrlKey(master.id, outputKey, createdOn) : null,
    () => getDownloadUrl(master.id, outputKey!),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { url: data?.download_url, failed: !!error };
}

/** Seed 001 §7: the download URL is opened. Failures are silent (§8), the button just stops. */
export async function downloadOutput(masterId: string, outputKey: string): Promise<void> {
  try {
    openDownload((await getDownloadUrl(masterId, outputKey)).download_url);
  } catch {
    // silent, as the seed asks
  }
}
