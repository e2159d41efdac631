import type { Contact, PublicOwner } from '@masterport/contract';
import {
  ConditionFailedError,
  deleteContact as removeItem,
  getAccount,
  listContacts,
  nowIso,
  putContact,
  type AccountItem,
  type ContactItem,
} from '@masterport/data';
import { accountLogoUrl } from '../identification/account-logo.ts';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { normalisedPhone } from '../phone.ts';
import { newId } from '../random.ts';

/** Enough for an agency's departments and a station group's desks; not an address book. */
const CONTACTS_MAX = 50;

interface ContactInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  is_public?: boolean;
}

const toContact = ({ account_id: _account, modified_on: _modified, ...contact }: ContactItem): Contact => contact;

const answer = async (accountId: string) => ({
  contacts_list: (await listContacts(table(), accountId))
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name))
    .map(toContact),
});

async function contactFields(auth: AuthContext, input: ContactInput) {
  const account = await getAccount(table(), auth.accountId);
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email.trim().toLowerCase(),
    ...(await normalisedPhone(input.phone, account?.country ?? 'CA')),
    is_public: input.is_public ?? false,
  };
}

export const getContacts = (auth: AuthContext) => answer(auth.accountId);

export async function createContact(auth: AuthContext, input: ContactInput) {
  const existing = await listContacts(table(), auth.accountId);
  if (existing.length >= CONTACTS_MAX) throw new AppError('validation_error', { fields: { contacts: 'too_many' } });
  const now = nowIso();
  await putContact(
    table(),
    {
      id: newId(),
      account_id: auth.accountId,
      ...(await contactFields(auth, input)),
      created_on: now,
      modified_on: now,
    },
    false,
  );
  return answer(auth.accountId);
}

export async function saveContact(auth: AuthContext, input: ContactInput & { id: string }) {
  const current = (await listContacts(table(), auth.accountId)).find((contact) => contact.id === input.id);
  if (!current) throw new AppError('not_found');
  try {
    await putContact(table(), { ...current, ...(await contactFields(auth, input)), modified_on: nowIso() }, true);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new AppError('not_found');
    throw error;
  }
  return answer(auth.accountId);
}

export async function deleteContact(auth: AuthContext, id: string) {
  try {
    await removeItem(table(), auth.accountId, id);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new AppError('not_found');
    throw error;
  }
  return answer(auth.accountId);
}

/** Accounts whose contacts public pages do not show: not yet opened, or closed. */
const HIDDEN_STATUSES: ReadonlySet<AccountItem['status']> = new Set(['pending_activation', 'cancelled']);

const shownContacts = async (account: AccountItem) =>
  HIDDEN_STATUSES.has(account.status)
    ? []
    : (await listContacts(table(), account.id))
        .filter((contact) => contact.is_public)
        .map(({ first_name, last_name, email, phone_display }) => ({ first_name, last_name, email, phone_display }));

/** Public: the contacts an account shows beside its public pages, and its name. An unknown account is not found. */
export async function publicContacts(accountId: string) {
  const account = await getAccount(table(), accountId);
  if (!account || HIDDEN_STATUSES.has(account.status)) throw new AppError('not_found');
  return { account_name: account.name, contacts_list: await shownContacts(account) };
}

/** Whose a public page's item is: the account's name, its logo and the contacts it chose to show. */
export async function publicOwner(accountId: string): Promise<PublicOwner> {
  const account = await getAccount(table(), accountId);
  if (!account) return { name: '', logo_url: null, contacts: [] };
  const [logoUrl, contacts] = await Promise.all([accountLogoUrl(account), shownContacts(account)]);
  return { name: account.name, logo_url: logoUrl, contacts };
}
