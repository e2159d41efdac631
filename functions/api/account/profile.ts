import { accountRoutes } from '@masterport/contract';
import { changePassword, getAccounts as listAccounts, getProfile as readProfile, leaveAccount, saveProfile as writeProfile, setDefaultAccount } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const getAccounts = handle(accountRoutes.getAccounts, async ({ auth }) => ({
  body: { success: true as const, user_accounts: await listAccounts(auth.userId) },
}));

export const getProfile = handle(accountRoutes.getProfile, async ({ auth }) => ({
  body: { success: true as const, user_profile: await readProfile(auth.userId) },
}));

export const defaultAccount = handle(accountRoutes.defaultAccount, async ({ auth, body }) => ({
  body: { success: true as const, user_accounts: await setDefaultAccount(auth.userId, body.account_id) },
}));

export const removeAccount = handle(accountRoutes.removeAccount, async ({ auth, body }) => ({
  body: { success: true as const, user_accounts: await leaveAccount(auth.userId, body.account_id) },
}));

export const saveProfile = handle(accountRoutes.saveProfile, async ({ auth, body }) => ({
  body: { success: true as const, user_profile: await writeProfile(auth.userId, body) },
}));

export const savePassword = handle(accountRoutes.savePassword, async ({ auth, body }) => {
  await changePassword(auth.userId, body.current_password, body.password);
  return { body: { success: true as const } };
});
