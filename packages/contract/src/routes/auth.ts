import { defineRoute } from '../route.ts';
import * as s from '../schemas/auth.ts';
import * as team from '../schemas/team.ts';
import { sessionSchema, successSchema } from '../schemas/session.ts';

const auth = { access: 'public', area: 'auth', source: '000' } as const;

export const authRoutes = {
  login: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/login',
    body: s.loginBody,
    response: s.loginResponse,
  }),
  loadData: defineRoute({
    ...auth,
    access: 'user',
    method: 'POST',
    path: 'user/load-data',
    body: s.emptyObject,
    response: sessionSchema,
  }),
  resetPasswordRequest: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/reset-password-request',
    body: s.resetPasswordRequestBody,
    response: successSchema,
  }),
  getResetPassword: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/get-reset-password',
    body: s.tokenBody,
    response: s.getResetPasswordResponse,
  }),
  saveNewPassword: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/save-new-password',
    body: s.saveNewPasswordBody,
    response: successSchema,
  }),
  signup: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/signup',
    body: s.signupBody,
    response: s.signupResponse,
  }),
  activateUser: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/activate-user',
    body: s.tokenBody,
    response: s.activateUserResponse,
  }),
  activateAccount: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/activate-account',
    body: s.tokenBody,
    response: s.activateAccountResponse,
  }),
  refreshToken: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/refresh-token',
    body: s.refreshTokenBody,
    response: s.refreshTokenResponse,
  }),
  /** Ours: HttpOnly cookies can only be cleared by the server, and the refresh token is revoked. */
  logout: defineRoute({
    ...auth,
    source: 'ours',
    method: 'POST',
    path: 'authenticate/logout',
    body: s.logoutBody,
    response: successSchema,
  }),
  /** An expired invitation link asks the person who sent it for a new one. */
  requestInvitation: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/request-invitation',
    body: team.invitationLinkBody,
    response: successSchema,
  }),
  getInvitation: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/get-invitation',
    body: team.invitationLinkBody,
    response: team.invitationResponse,
  }),
  registerInvitation: defineRoute({
    ...auth,
    method: 'POST',
    path: 'authenticate/register-invitation',
    body: team.registerInvitationBody,
    response: team.registerInvitationResponse,
  }),
};
