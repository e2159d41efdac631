import { createAreaHandler } from '../lib/create-area-handler.ts';

export const handler = createAreaHandler('auth', []);
