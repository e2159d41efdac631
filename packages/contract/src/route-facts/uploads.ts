import type * as definitions from '../routes/uploads.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const uploads = { access: 'user', area: 'uploads', source: 'ours', permissions: ['masters_creation'] } as const;

export const uploadRouteFacts = {
  createMultipart: {
    ...uploads,
    method: 'POST',
    path: 'user/uploads/create-multipart',
    bills: true,
  },
  signParts: {
    ...uploads,
    method: 'POST',
    path: 'user/uploads/sign-parts',
  },
  listParts: {
    ...uploads,
    method: 'POST',
    path: 'user/uploads/list-parts',
  },
  completeMultipart: {
    ...uploads,
    method: 'POST',
    path: 'user/uploads/complete-multipart',
  },
  abortMultipart: {
    ...uploads,
    method: 'POST',
    path: 'user/uploads/abort-multipart',
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const uploadRoutes = /* @__PURE__ */ typedFacts<typeof definitions.uploadRoutes>(uploadRouteFacts);
