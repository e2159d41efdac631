import { accountAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import change from './change.ts';
import create from './create.ts';
import getDeletion from './get-deletion.ts';
import defaultAccount from './profile/default-account.ts';
import getAccounts from './profile/get-accounts.ts';
import getProfile from './profile/get.ts';
import reactivate from './reactivate.ts';
import removeAccount from './profile/remove-account.ts';
import savePassword from './profile/save-password.ts';
import saveProfile from './profile/save.ts';

export const handler = createAreaHandler('account', accountAreaRoutes, [
  change,
  create,
  defaultAccount,
  getDeletion,
  getAccounts,
  getProfile,
  reactivate,
  removeAccount,
  savePassword,
  saveProfile,
]);
