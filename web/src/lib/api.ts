import { createApiClient } from './api-client.ts';
import { readCookie } from './cookies.ts';

/**
 * The app's one API client. The app shell configures its language and events (router, toasts)
 * at start-up; see app/wire-api-client.ts.
 */
export const api = createApiClient({ readCookie });
export const callApi = api.call;
