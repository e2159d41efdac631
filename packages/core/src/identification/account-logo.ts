import type { AccountItem } from '@masterport/data';
import { signLogo } from '../adapters/storage.ts';
import { config } from '../config.ts';

/** Where an account's logo is kept: named by the hash of its bytes, so a new logo is a new key. */
export const accountLogoKey = (accountId: string, hash: string) => `logos/${accountId}/${hash}.png`;

/** A link to show an account's logo (the top bar's switcher, its public pages), or null without one. */
export const accountLogoUrl = (account: Pick<AccountItem, 'logo_key'> | undefined): Promise<string | null> =>
  account?.logo_key ? signLogo(config().documentsBucket, account.logo_key) : Promise.resolve(null);
