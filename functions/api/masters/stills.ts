import { masterFileRoutes as routes } from '@masterport/contract';
import { listThumbnails, previewSlate, saveThumbnail } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const previewSlateImage = handle(routes.previewSlate, async ({ auth, body }) => ({
  body: { success: true as const, ...(await previewSlate(auth, body)) },
}));

export const getThumbnails = handle(routes.getThumbnails, async ({ auth, query }) => ({
  body: { success: true as const, thumbnails_list: await listThumbnails(auth, query.id) },
}));

export const saveThumbnailChoice = handle(routes.saveThumbnail, async ({ auth, body }) => ({
  body: { success: true as const, master: await saveThumbnail(auth, body.master_id, body.thumbnail_id) },
}));
