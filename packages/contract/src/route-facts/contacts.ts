import type * as definitions from '../routes/contacts.ts';
import { typedFacts, typedRouteFacts, type RouteFacts } from './facts.ts';

const p = 'user/account/profile/contacts';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const contacts = ['profile_contacts'] as const;

export const contactsRouteFacts = {
  get: {
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: contacts,
  },
  create: {
    ...profile,
    method: 'POST',
    path: `${p}/create`,
    permissions: contacts,
  },
  save: {
    ...profile,
    method: 'POST',
    path: `${p}/save`,
    permissions: contacts,
  },
  delete: {
    ...profile,
    method: 'POST',
    path: `${p}/delete`,
    permissions: contacts,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

export const publicContactsRouteFacts = {
  access: 'public',
  area: 'public',
  source: '001',
  method: 'GET',
  path: 'accounts/get-contacts/{id}/{modified_on}',
} as const satisfies RouteFacts;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const contactsRouteTable = /* @__PURE__ */ typedFacts<typeof definitions.contactsRouteTable>(contactsRouteFacts);
export const publicContactsRoute =
  /* @__PURE__ */ typedRouteFacts<typeof definitions.publicContactsRoute>(publicContactsRouteFacts);
