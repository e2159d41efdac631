import { masterFileRoutes as routes } from '@masterport/contract';
import { acknowledgeQualityControl, AppError, fixLoudness, listSources, outputDownloadUrl, outputXmlSlate, remakeOutput, restartWorkflow } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const getSourcesList = handle(routes.getSourcesList, async ({ auth, body }) => ({
  body: { success: true as const, sources_list: await listSources(auth, body.master_id) },
}));

export const getDownloadUrl = handle(routes.getDownloadUrl, async ({ auth, params }) => {
  if (!params.master_id || !params.output_key) throw new AppError('not_found');
  return { body: { success: true as const, ...(await outputDownloadUrl(auth, params.master_id, params.output_key)) } };
});

export const downloadXml = handle(routes.downloadXml, async ({ auth, params }) => {
  if (!params.id || !params.output_key) throw new AppError('not_found');
  return { body: await outputXmlSlate(auth, params.id, params.output_key) };
});

export const restart = handle(routes.restartWorkflow, async ({ auth, body }) => ({ body: { success: true as const, master: await restartWorkflow(auth, body.master_id) } }));
export const fixLoudnessRun = handle(routes.fixLoudness, async ({ auth, body }) => ({ body: { success: true as const, master: await fixLoudness(auth, body.master_id) } }));
export const createOutput = handle(routes.createOutput, async ({ auth, body }) => ({ body: { success: true as const, master: await remakeOutput(auth, body.master_id, body.output_key) } }));
export const recreateOutput = handle(routes.recreateOutput, async ({ auth, body }) => ({ body: { success: true as const, master: await remakeOutput(auth, body.master_id, body.output_key) } }));
export const acknowledge = handle(routes.acknowledgeQualityControl, async ({ auth, body }) => ({ body: { success: true as const, master: await acknowledgeQualityControl(auth, body.master_id) } }));
