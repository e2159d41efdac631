import type * as definitions from '../routes/call-letters.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const c = 'user/call-letters';
const callLetters = { access: 'user', area: 'call-letters', source: '000' } as const;

export const callLetterRouteFacts = {
  search: {
    ...callLetters,
    method: 'POST',
    path: `${c}/search`,
  },
  getGroups: {
    ...callLetters,
    method: 'GET',
    path: `${c}/get-groups`,
  },
  getGroupsWithCallLetters: {
    ...callLetters,
    method: 'GET',
    path: `${c}/groups/get`,
  },
  getGroupCallLetters: {
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/get-call-letters`,
  },
  createGroup: {
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/create`,
    permissions: ['call_letters_creation'],
  },
  saveGroup: {
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/save`,
    permissions: ['call_letters_creation'],
  },
  deleteGroup: {
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/delete`,
    permissions: ['call_letters_creation'],
  },
  saveGroupCallLetters: {
    ...callLetters,
    method: 'POST',
    path: `${c}/groups/save-call-letters`,
    permissions: ['call_letters_creation'],
  },
  // Ours (issue 32): a group's spec, for its broadcaster's stations that have none of their own.
  saveGroupSpec: {
    ...callLetters,
    source: 'ours',
    method: 'POST',
    path: `${c}/groups/save-spec`,
    permissions: ['delivery_method'],
  },
  getOwn: {
    ...callLetters,
    source: 'ours',
    method: 'GET',
    path: `${c}/own/get`,
    permissions: [],
  },
  createOwn: {
    ...callLetters,
    source: 'ours',
    method: 'POST',
    path: `${c}/own/create`,
    permissions: ['delivery_method'],
  },
  saveOwn: {
    ...callLetters,
    source: 'ours',
    method: 'POST',
    path: `${c}/own/save`,
    permissions: ['delivery_method'],
  },
  // Issue 32: a station declares what it accepts; wizards check masters against it at send time.
  saveOwnSpec: {
    ...callLetters,
    source: 'ours',
    method: 'POST',
    path: `${c}/own/save-spec`,
    permissions: ['delivery_method'],
  },
  deleteOwn: {
    ...callLetters,
    source: 'ours',
    method: 'POST',
    path: `${c}/own/delete`,
    permissions: ['delivery_method'],
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const callLetterRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.callLetterRouteTable>(callLetterRouteFacts);
