import { publicFileRoutes as routes } from '@masterport/contract';
import { AppError, publicFileView } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const viewFileData = handle(routes.viewFileData, async ({ params }) => {
  if (!params.created_on || !params.hash_key || !params.output_key) throw new AppError('not_found');
  return { body: { success: true as const, file_data: await publicFileView(params.created_on, params.hash_key, params.output_key) } };
});
