import { callLetterRouteTable } from '@masterport/contract';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { refreshOwnCallLetters } from './refresh-own.ts';

/** `call-letters/own/save-spec` (ours, issue 32): a station's spec, as a new version. */
export const saveOwnSpec = (body: RouteBody<typeof callLetterRouteTable.saveOwnSpec>) =>
  callApi(callLetterRouteTable.saveOwnSpec, body).then(refreshOwnCallLetters);
