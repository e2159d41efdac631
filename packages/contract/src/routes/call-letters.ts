import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/call-letters.ts';

const c = 'user/call-letters';
const callLetters = { access: 'user', area: 'call-letters', source: '000' } as const;
const empty = z.strictObject({});

/**
 * Call letters (seed 000 §7): the directory of stations, searched by anyone signed in, and the
 * groups an account sends to. Ours (`own/*`): a broadcaster registers its stations.
 */
export const callLetterRouteTable = {
  search: defineRoute({
    ...callLetters,
    method: 'POST',
    path: `${c}/search`,
    body: s.searchCallLettersBody,
    response: s.callLettersListResponse,
  }),
  getGroups: defineRoute({
    ...callLetters,
    method: 'GET',
    path: `${c}/get-groups`,
    query: empty,
    response: s.groupsListResponse,
  }),
  getGroupsWithCallLetters: defineRoute({
    ...callLetters,
    method: 'GET',
    path: `${c}/groups/get`,
    query: empty,
    response: s.groupsWithCallLettersResponse,
  }),
  getGroupCallLetters: defineRoute({
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/get-call-letters`,
    body: s.groupIdBody,
    response: s.callLettersListResponse,
  }),
  createGroup: defineRoute({
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/create`,
    permissions: ['call_letters_creation'],
    body: s.createGroupBody,
    response: s.groupResponse,
  }),
  saveGroup: defineRoute({
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/save`,
    permissions: ['call_letters_creation'],
    body: s.saveGroupBody,
    response: s.groupResponse,
  }),
  deleteGroup: defineRoute({
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/delete`,
    permissions: ['call_letters_creation'],
    body: s.groupIdBody,
    response: s.groupsListResponse,
  }),
  saveGroupCallLetters: defineRoute({
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/save-call-letters`,
    permissions: ['call_letters_creation'],
    body: s.saveGroupCallLettersBody,
    response: s.groupResponse,
  }),
  getOwn: defineRoute({
    ...callLetters,
    source: 'ours',
    method: 'GET',
    path: `${c}/own/get`,
    // Every member may list the account's stations (traffic instructions' exceptions are made of
    // them); they are in the directory anyway. Changing them needs delivery_method.
    permissions: [],
    query: empty,
    response: s.callLettersListResponse,
  }),
  createOwn: defineRoute({
    ...callLetters,
    source: 'ours',
    method: 'POST',
    path: `${c}/own/create`,
    permissions: ['delivery_method'],
    body: s.ownCallLetterBody,
    response: s.callLetterResponse,
  }),
  saveOwn: defineRoute({
    ...callLetters,
    source: 'ours',
    method: 'POST',
    path: `${c}/own/save`,
    permissions: ['delivery_method'],
    body: s.ownCallLetterBody,
    response: s.callLetterResponse,
  }),
  // Issue 32: a station declares what it accepts; wizards check masters against it at send time.
  saveOwnSpec: defineRoute({
    ...callLetters,
    source: 'ours',
    method: 'POST',
    path: `${c}/own/save-spec`,
    permissions: ['delivery_method'],
    body: s.saveStationSpecBody,
    response: s.callLetterResponse,
  }),
  deleteOwn: defineRoute({
    ...callLetters,
    source: 'ours',
    method: 'POST',
    path: `${c}/own/delete`,
    permissions: ['delivery_method'],
    body: s.callLetterIdBody,
    response: s.callLettersListResponse,
  }),
};

export const callLetterRoutes = Object.values(callLetterRouteTable);
