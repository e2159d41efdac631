import { createAreaHandler } from '#lib/create-area-handler.ts';
import activateAccount from './activate-account.ts';
import activateUser from './activate-user.ts';
import getResetPassword from './get-reset-password.ts';
import loadData from './load-data.ts';
import login from './login.ts';
import logout from './logout.ts';
import refreshToken from './refresh-token.ts';
import resetPasswordRequest from './reset-password-request.ts';
import saveNewPassword from './save-new-password.ts';
import signup from './signup.ts';

export const handler = createAreaHandler('auth', [
  activateAccount, activateUser, getResetPassword, loadData, login, logout, refreshToken,
  resetPasswordRequest, saveNewPassword, signup,
]);
