import { publicFileRoutes as routes } from '@masterport/contract';
import { AppError, publicQualityControl } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const getQualityControl = handle(routes.getQualityControl, async ({ params }) => {
  if (!params.created_on || !params.hash_key) throw new AppError('not_found');
  return { body: { success: true as const, quality_control: await publicQualityControl(params.created_on, params.hash_key) } };
});
