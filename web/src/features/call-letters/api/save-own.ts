import { callLetterRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { refreshOwnCallLetters } from './refresh-own.ts';

/** `call-letters/own/save` (ours): a station's market, band or language. */
export const saveOwnCallLetter = (body: RouteBody<typeof callLetterRouteTable.saveOwn>) =>
  callApi(callLetterRouteTable.saveOwn, body).then(refreshOwnCallLetters);
