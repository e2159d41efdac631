import { authAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import activateAccount from './activate-account.ts';
import activateUser from './activate-user.ts';
import getInvitation from './get-invitation.ts';
import getResetPassword from './get-reset-password.ts';
import loadData from './load-data.ts';
import login from './login.ts';
import logout from './logout.ts';
import refreshToken from './refresh-token.ts';
import registerInvitation from './register-invitation.ts';
import requestInvitation from './request-invitation.ts';
import resetPasswordRequest from './reset-password-request.ts';
import saveNewPassword from './save-new-password.ts';
import signup from './signup.ts';

export const handler = createAreaHandler('auth', authAreaRoutes, [
  activateAccount,
  activateUser,
  getInvitation,
  getResetPassword,
  loadData,
  login,
  logout,
  refreshToken,
  registerInvitation,
  requestInvitation,
  resetPasswordRequest,
  saveNewPassword,
  signup,
]);
