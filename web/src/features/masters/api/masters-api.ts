import { masterFileRoutes, type Master } from '@masterport/contract';
import { mutate } from 'swr';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { detailsKey } from '../hooks/use-master-details.ts';
import { isMastersListKey } from '../hooks/use-masters-list.ts';

/** The master page and every loaded list page see a changed master at once. */
export async function storeMaster(master: Master): Promise<void> {
  await mutate(detailsKey(master.id), { success: true as const, master }, { revalidate: false });
  await mutate(isMastersListKey);
}

export const previewSlate = (body: RouteBody<typeof masterFileRoutes.previewSlate>) => callApi(masterFileRoutes.previewSlate, body);

export async function saveThumbnail(masterId: string, thumbnailId: string) {
  const result = await callApi(masterFileRoutes.saveThumbnail, { master_id: masterId, thumbnail_id: thumbnailId });
  await storeMaster(result.master);
  return result.master;
}

export const validateUniqueId = (body: RouteBody<typeof masterFileRoutes.validateUniqueId>) => callApi(masterFileRoutes.validateUniqueId, body);

export async function createMaster(body: RouteBody<typeof masterFileRoutes.create>) {
  const result = await callApi(masterFileRoutes.create, body);
  await storeMaster(result.master);
  return result.master;
}

export async function saveMaster(body: RouteBody<typeof masterFileRoutes.save>) {
  const result = await callApi(masterFileRoutes.save, body);
  await storeMaster(result.master);
  return result.master;
}

/** The calls of the master page that answer the changed master. */
type MasterAction = typeof masterFileRoutes.lock | typeof masterFileRoutes.unlock | typeof masterFileRoutes.acknowledgeQualityControl
  | typeof masterFileRoutes.fixLoudness | typeof masterFileRoutes.restartWorkflow;

async function masterAction(route: MasterAction, masterId: string): Promise<Master> {
  const result = await callApi(route, { master_id: masterId });
  await storeMaster(result.master);
  return result.master;
}

export const lockMaster = (masterId: string) => masterAction(masterFileRoutes.lock, masterId);
export const unlockMaster = (masterId: string) => masterAction(masterFileRoutes.unlock, masterId);
export const acknowledgeQualityControl = (masterId: string) => masterAction(masterFileRoutes.acknowledgeQualityControl, masterId);
export const fixLoudness = (masterId: string) => masterAction(masterFileRoutes.fixLoudness, masterId);
export const restartWorkflow = (masterId: string) => masterAction(masterFileRoutes.restartWorkflow, masterId);

/** A signed link to one output (or `SOURCE`); it expires, so it is asked for at each click. */
export const getDownloadUrl = (masterId: string, outputKey: string) =>
  callApi(masterFileRoutes.getDownloadUrl, undefined, { params: { master_id: masterId, output_key: outputKey } });

/** Seed 001 §7: the download URL is opened. Failures are silent (§8), the button just stops. */
export async function downloadOutput(masterId: string, outputKey: string): Promise<void> {
  try {
    const { download_url } = await getDownloadUrl(masterId, outputKey);
    const link = document.createElement('a');
    link.href = download_url;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } catch {
    // silent, as the seed asks
  }
}
