import { createAreaHandler } from '../lib/create-area-handler.ts';
import { abortMultipart, completeMultipart, createMultipart, listParts, signParts } from './multipart.ts';

export const handler = createAreaHandler('uploads', [createMultipart, signParts, listParts, completeMultipart, abortMultipart]);
