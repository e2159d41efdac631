import { DEFAULT_AD_CODE_SYSTEM, type AdCodeSystem, type Identification, type Language } from '@masterport/contract';
import { getAccount, nowIso, replaceAccount, UniqueConflictError } from '@masterport/data';
import { accountLogoUrl } from './account-logo.ts';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { checkedAddress } from './address.ts';
import { countryList, isCountry, stateList } from '../places.ts';

export const getCountries = (language: Language) => ({ countries_list: countryList(language) });

export async function getStates(country: string, language: Language) {
  if (!isCountry(country)) throw new AppError('not_found');
  return { states_list: await stateList(country, language) };
}

export async function identificationOf(accountId: string): Promise<Identification> {
  const account = await getAccount(table(), accountId);
  if (!account) throw new AppError('not_found');
  return {
    name: account.name,
    description: account.description,
    address: account.address,
    city: account.city,
    state: account.state,
    zip: account.zip,
    country: account.country,
    phone: account.phone,
    language: account.language,
    ad_code_system: account.ad_code_system ?? DEFAULT_AD_CODE_SYSTEM,
    logo_url: await accountLogoUrl(account),
    modified_on: account.modified_on,
  };
}

export const getIdentification = async (auth: AuthContext) => ({
  identification: await identificationOf(auth.accountId),
});

interface IdentificationInput {
  name: string;
  description?: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone?: string;
  language: Language;
  /** Not sent: the account keeps its code system. */
  ad_code_system?: AdCodeSystem;
  modified_on?: string;
}

/** Saves the tab: a known country, one of its states when it has any, a phone that can be dialled, a name no other account holds. */
export async function saveIdentification(auth: AuthContext, input: IdentificationInput) {
  const address = await checkedAddress(input, input.language);
  const account = await getAccount(table(), auth.accountId);
  if (!account) throw new AppError('not_found');
  // Two people on the tab: the second save would silently undo the first's.
  if (input.modified_on !== undefined && input.modified_on !== account.modified_on)
    throw new AppError('changed_meanwhile');
  const next = {
    ...account,
    name: input.name.trim(),
    description: input.description?.trim() || null,
    address: input.address,
    city: input.city,
    ...address,
    zip: input.zip,
    language: input.language,
    ad_code_system: input.ad_code_system ?? account.ad_code_system,
    modified_on: nowIso(),
  };
  try {
    await replaceAccount(table(), account, next);
  } catch (error) {
    if (error instanceof UniqueConflictError && error.conflict === 'account_name')
      throw new AppError('account_name_taken', { fields: { name: 'account_name_taken' } });
    if (error instanceof UniqueConflictError) throw new AppError('changed_meanwhile');
    throw error;
  }
  return { identification: await identificationOf(auth.accountId) };
}
