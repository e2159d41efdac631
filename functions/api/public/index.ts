import { createAreaHandler } from '../lib/create-area-handler.ts';
import { viewFileData } from './file-view.ts';
import { getQualityControl } from './quality-control.ts';

/** Public pages' calls (anyone holding created_on and hash_key); the others answer 501 until built. */
export const handler = createAreaHandler('public', [getQualityControl, viewFileData]);
