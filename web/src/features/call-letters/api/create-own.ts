import { callLetterRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { refreshOwnCallLetters } from './refresh-own.ts';

/** `call-letters/own/create` (ours): registers a station; its letters must be free on the platform. */
export const createOwnCallLetter = (body: RouteBody<typeof callLetterRouteTable.createOwn>) =>
  callApi(callLetterRouteTable.createOwn, body).then(refreshOwnCallLetters);
