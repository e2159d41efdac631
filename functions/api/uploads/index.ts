import { uploadsAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import abortMultipart from './abort-multipart.ts';
import completeMultipart from './complete-multipart.ts';
import createMultipart from './create-multipart.ts';
import listParts from './list-parts.ts';
import signParts from './sign-parts.ts';

export const handler = createAreaHandler('uploads', uploadsAreaRoutes, [
  abortMultipart,
  completeMultipart,
  createMultipart,
  listParts,
  signParts,
]);
