import { createApiClient } from './api-client.ts';
import { readCookie } from './cookies.ts';
import { takeFirstRead } from './first-read.ts';

/**
 * The app's one API client. The app shell configures its language and events (router, toasts)
 * at start-up; see app/wire-api-client.ts. A public link's first reads may already be on their way
 * from its prerendered document (first-read.ts).
 */
export const api = createApiClient({ readCookie, firstRead: takeFirstRead });
export const callApi = api.call;
