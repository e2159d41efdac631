import { defineRoute } from '../route.ts';
import * as s from '../schemas/auth.ts';
import * as team from '../schemas/team.ts';
import { sessionSchema, successSchema } from '../schemas/session.ts';
import { authRouteFacts } from '../route-facts/auth.ts';

export const authRoutes = {
  login: defineRoute({
    ...authRouteFacts.login,
    body: s.loginBody,
    response: s.loginResponse,
  }),
  loadData: defineRoute({
    ...authRouteFacts.loadData,
    body: s.emptyObject,
    response: sessionSchema,
  }),
  resetPasswordRequest: defineRoute({
    ...authRouteFacts.resetPasswordRequest,
    body: s.resetPasswordRequestBody,
    response: successSchema,
  }),
  getResetPassword: defineRoute({
    ...authRouteFacts.getResetPassword,
    body: s.tokenBody,
    response: s.getResetPasswordResponse,
  }),
  saveNewPassword: defineRoute({
    ...authRouteFacts.saveNewPassword,
    body: s.saveNewPasswordBody,
    response: successSchema,
  }),
  signup: defineRoute({
    ...authRouteFacts.signup,
    body: s.signupBody,
    response: s.signupResponse,
  }),
  activateUser: defineRoute({
    ...authRouteFacts.activateUser,
    body: s.tokenBody,
    response: s.activateUserResponse,
  }),
  activateAccount: defineRoute({
    ...authRouteFacts.activateAccount,
    body: s.tokenBody,
    response: s.activateAccountResponse,
  }),
  refreshToken: defineRoute({
    ...authRouteFacts.refreshToken,
    body: s.refreshTokenBody,
    response: s.refreshTokenResponse,
  }),
  /** Ours: HttpOnly cookies can only be cleared by the server, and the refresh token is revoked. */
  logout: defineRoute({
    ...authRouteFacts.logout,
    body: s.logoutBody,
    response: successSchema,
  }),
  /** An expired invitation link asks the person who sent it for a new one. */
  requestInvitation: defineRoute({
    ...authRouteFacts.requestInvitation,
    body: team.invitationLinkBody,
    response: successSchema,
  }),
  getInvitation: defineRoute({
    ...authRouteFacts.getInvitation,
    body: team.invitationLinkBody,
    response: team.invitationResponse,
  }),
  registerInvitation: defineRoute({
    ...authRouteFacts.registerInvitation,
    body: team.registerInvitationBody,
    response: team.registerInvitationResponse,
  }),
};
