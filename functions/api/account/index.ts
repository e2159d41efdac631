import { createAreaHandler } from '../lib/create-area-handler.ts';
import { change } from './change.ts';
import { create } from './create.ts';
import { defaultAccount, getAccounts, getProfile, removeAccount, saveProfile, savePassword } from './profile.ts';

export const handler = createAreaHandler('account', [change, create, getAccounts, getProfile, defaultAccount, removeAccount, saveProfile, savePassword]);
