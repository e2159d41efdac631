import { pendingRoutes } from './pending.ts';

export const callLetterRoutes = pendingRoutes('call-letters', 'user', '000', `
GET user/call-letters/groups/get
GET user/call-letters/get-groups
POST user/call-letters/groups/get-call-letters
POST user/call-letters/groups/save-call-letters call_letters_creation
POST user/call-letters/groups/save call_letters_creation
POST user/call-letters/groups/delete call_letters_creation
POST user/call-letters/groups/create call_letters_creation
POST user/call-letters/search
`);
