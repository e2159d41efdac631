import type * as definitions from '../routes/auth.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const auth = { access: 'public', area: 'auth', source: '000' } as const;

export const authRouteFacts = {
  login: {
    ...auth,
    method: 'POST',
    path: 'authenticate/login',
  },
  loadData: {
    ...auth,
    access: 'user',
    method: 'POST',
    path: 'user/load-data',
  },
  resetPasswordRequest: {
    ...auth,
    method: 'POST',
    path: 'authenticate/reset-password-request',
  },
  getResetPassword: {
    ...auth,
    method: 'POST',
    path: 'authenticate/get-reset-password',
  },
  saveNewPassword: {
    ...auth,
    method: 'POST',
    path: 'authenticate/save-new-password',
  },
  signup: {
    ...auth,
    method: 'POST',
    path: 'authenticate/signup',
  },
  activateUser: {
    ...auth,
    method: 'POST',
    path: 'authenticate/activate-user',
  },
  activateAccount: {
    ...auth,
    method: 'POST',
    path: 'authenticate/activate-account',
  },
  refreshToken: {
    ...auth,
    method: 'POST',
    path: 'authenticate/refresh-token',
  },
  logout: {
    ...auth,
    source: 'ours',
    method: 'POST',
    path: 'authenticate/logout',
  },
  requestInvitation: {
    ...auth,
    method: 'POST',
    path: 'authenticate/request-invitation',
  },
  getInvitation: {
    ...auth,
    method: 'POST',
    path: 'authenticate/get-invitation',
  },
  registerInvitation: {
    ...auth,
    method: 'POST',
    path: 'authenticate/register-invitation',
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const authRoutes = /* @__PURE__ */ typedFacts<typeof definitions.authRoutes>(authRouteFacts);
