import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/call-letters.ts';
import { callLetterRouteFacts } from '../route-facts/call-letters.ts';

const empty = z.strictObject({});

/**
 * Call letters (seed 000 §7): the directory of stations, searched by anyone signed in, and the
 * groups an account sends to. Ours (`own/*`): a broadcaster registers its stations.
 */
export const callLetterRouteTable = {
  search: defineRoute({
    ...callLetterRouteFacts.search,
    body: s.searchCallLettersBody,
    response: s.callLettersListResponse,
  }),
  getGroups: defineRoute({
    ...callLetterRouteFacts.getGroups,
    query: empty,
    response: s.groupsListResponse,
  }),
  getGroupsWithCallLetters: defineRoute({
    ...callLetterRouteFacts.getGroupsWithCallLetters,
    query: empty,
    response: s.groupsWithCallLettersResponse,
  }),
  getGroupCallLetters: defineRoute({
    ...callLetterRouteFacts.getGroupCallLetters,
    body: s.groupIdBody,
    response: s.callLettersListResponse,
  }),
  createGroup: defineRoute({
    ...callLetterRouteFacts.createGroup,
    body: s.createGroupBody,
    response: s.groupResponse,
  }),
  saveGroup: defineRoute({
    ...callLetterRouteFacts.saveGroup,
    body: s.saveGroupBody,
    response: s.groupResponse,
  }),
  deleteGroup: defineRoute({
    ...callLetterRouteFacts.deleteGroup,
    body: s.groupIdBody,
    response: s.groupsListResponse,
  }),
  saveGroupCallLetters: defineRoute({
    ...callLetterRouteFacts.saveGroupCallLetters,
    body: s.saveGroupCallLettersBody,
    response: s.groupResponse,
  }),
  saveGroupSpec: defineRoute({
    ...callLetterRouteFacts.saveGroupSpec,
    body: s.saveGroupSpecBody,
    response: s.groupResponse,
  }),
  getOwn: defineRoute({
    ...callLetterRouteFacts.getOwn,
    query: empty,
    response: s.ownCallLettersListResponse,
  }),
  createOwn: defineRoute({
    ...callLetterRouteFacts.createOwn,
    body: s.ownCallLetterBody,
    response: s.callLetterResponse,
  }),
  saveOwn: defineRoute({
    ...callLetterRouteFacts.saveOwn,
    body: s.ownCallLetterBody,
    response: s.callLetterResponse,
  }),
  // Issue 32: a station declares what it accepts; wizards check masters against it at send time.
  saveOwnSpec: defineRoute({
    ...callLetterRouteFacts.saveOwnSpec,
    body: s.saveStationSpecBody,
    response: s.callLetterResponse,
  }),
  deleteOwn: defineRoute({
    ...callLetterRouteFacts.deleteOwn,
    body: s.callLetterIdBody,
    response: s.callLettersListResponse,
  }),
};

export const callLetterRoutes = Object.values(callLetterRouteTable);
