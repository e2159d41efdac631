import { masterFileRoutes as routes } from '@masterport/contract';
import { AppError, userFileView } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const viewFileData = handle(routes.viewFileData, async ({ auth, params }) => {
  if (!params.created_on || !params.hash_key || !params.output_key) throw new AppError('not_found');
  return { body: { success: true as const, file_data: await userFileView(auth, params.created_on, params.hash_key, params.output_key) } };
});
