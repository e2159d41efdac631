import { receivedSpotRouteTable } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { receivedSpotKey } from './get-details.ts';

/** `received/get-download-url`: a short-lived link to one file under the station's name; the download is recorded, so the page reads again. */
export async function receivedFileUrl(id: string, fileId: string): Promise<string> {
  const { download_url } = await callApi(receivedSpotRouteTable.getDownloadUrl, { id, file_id: fileId });
  void mutate(receivedSpotKey(id));
  return download_url;
}
