import { createAreaHandler } from '../lib/create-area-handler.ts';
import { change } from './change.ts';
import { defaultAccount, getAccounts, getProfile, removeAccount, saveProfile, savePassword } from './profile.ts';

export const handler = createAreaHandler('account', [change, getAccounts, getProfile, defaultAccount, removeAccount, saveProfile, savePassword]);
