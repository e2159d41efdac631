import { callLettersAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import getGroups from './get-groups.ts';
import groupsCreate from './groups/create.ts';
import groupsDelete from './groups/delete.ts';
import groupsGet from './groups/get.ts';
import groupsGetCallLetters from './groups/get-call-letters.ts';
import groupsSave from './groups/save.ts';
import groupsSaveCallLetters from './groups/save-call-letters.ts';
import groupsSaveSpec from './groups/save-spec.ts';
import ownCreate from './own/create.ts';
import ownDelete from './own/delete.ts';
import ownGet from './own/get.ts';
import ownSave from './own/save.ts';
import ownSaveSpec from './own/save-spec.ts';
import search from './search.ts';

/** The call-letters area: the station directory, a broadcaster's own stations, an account's groups. */
export const handler = createAreaHandler('call-letters', callLettersAreaRoutes, [
  getGroups,
  groupsCreate,
  groupsDelete,
  groupsGet,
  groupsGetCallLetters,
  groupsSave,
  groupsSaveCallLetters,
  groupsSaveSpec,
  ownCreate,
  ownDelete,
  ownGet,
  ownSave,
  ownSaveSpec,
  search,
]);
