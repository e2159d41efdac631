import { createAreaHandler } from '../lib/create-area-handler.ts';
import { activateAccount, activateUser } from './activate.ts';
import { loadData } from './load-data.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { getResetPassword, resetPasswordRequest, saveNewPassword } from './password-reset.ts';
import { refreshToken } from './refresh-token.ts';
import { signup } from './signup.ts';

export const handler = createAreaHandler('auth', [
  login, loadData, signup, activateUser, activateAccount, resetPasswordRequest, getResetPassword, saveNewPassword,
  refreshToken, logout,
]);
