import type { PartnerStudio } from '@masterport/contract';
import {
  ConditionFailedError,
  getAccount,
  getPartnership,
  listPartnershipsForClient,
  listPartnershipsForStudio,
  listPartnerStudioAccounts,
  nowIso,
  putPartnership,
  setPartnershipNotifications,
  type PartnershipItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { newId } from '../random.ts';

async function toPartnerStudio(item: PartnershipItem): Promise<PartnerStudio> {
  const studio = await getAccount(table(), item.studio_account_id);
  return {
    id: item.id,
    studio: { id: item.studio_account_id, name: studio?.name ?? '' },
    active: item.active,
    notifications: item.notifications,
    created_on: item.created_on,
    modified_on: item.modified_on,
  };
}

/** Partner-studio accounts this account may authorise (itself excluded), with those already active. */
export async function listAvailableStudios(auth: AuthContext, search?: string) {
  const [studios, partnerships] = await Promise.all([
    listPartnerStudioAccounts(table(), search),
    listPartnershipsForClient(table(), auth.accountId),
  ]);
  const active = new Set(partnerships.filter((item) => item.active).map((item) => item.studio_account_id));
  return studios
    .filter((studio) => studio.id !== auth.accountId)
    .map((studio) => ({
      id: studio.id,
      name: studio.name,
      city: studio.city,
      country: studio.country,
      selected: active.has(studio.id),
    }));
}

/** The studios this account has authorised, active first, then by name. */
export async function listSelectedStudios(auth: AuthContext): Promise<PartnerStudio[]> {
  const studios = await Promise.all((await listPartnershipsForClient(table(), auth.accountId)).map(toPartnerStudio));
  return studios.sort((a, b) => Number(b.active) - Number(a.active) || a.studio.name.localeCompare(b.studio.name));
}

async function partnershipOf(auth: AuthContext, studioId: string): Promise<PartnershipItem> {
  const item = await getPartnership(table(), auth.accountId, studioId);
  if (!item) throw new AppError('partner_studio_unknown', { fields: { studio_id: 'partner_studio_unknown' } });
  return item;
}

/** Authorises a studio (again): a partner-studio account in good standing, not this account. */
export async function activatePartner(auth: AuthContext, studioId: string): Promise<PartnerStudio> {
  const studio = await getAccount(table(), studioId);
  if (!studio || studio.plan_key !== 'partner_studio' || studio.status !== 'active' || studio.id === auth.accountId) {
    throw new AppError('partner_studio_unknown', { fields: { studio_id: 'partner_studio_unknown' } });
  }
  const now = nowIso();
  const previous = await getPartnership(table(), auth.accountId, studioId);
  const item: PartnershipItem = previous
    ? { ...previous, active: true, modified_on: now }
    : {
        id: newId(),
        client_account_id: auth.accountId,
        studio_account_id: studioId,
        active: true,
        notifications: [auth.email],
        created_on: now,
        modified_on: now,
      };
  await putPartnership(table(), item);
  return toPartnerStudio(item);
}

/** Withdraws the authorisation: the studio can no longer create masters for this account nor open them. */
export async function deactivatePartner(auth: AuthContext, studioId: string): Promise<PartnerStudio> {
  const item = { ...(await partnershipOf(auth, studioId)), active: false, modified_on: nowIso() };
  await putPartnership(table(), item);
  return toPartnerStudio(item);
}

export async function partnerNotifications(auth: AuthContext, studioId: string): Promise<string[]> {
  return (await partnershipOf(auth, studioId)).notifications;
}

async function changeNotifications(
  auth: AuthContext,
  studioId: string,
  change: (list: string[]) => string[],
): Promise<string[]> {
  const item = await partnershipOf(auth, studioId);
  try {
    return (await setPartnershipNotifications(table(), item, change(item.notifications), nowIso())).notifications;
  } catch (error) {
    // Someone changed the list meanwhile: answer the catalogue's try-again rather than lose an address.
    if (error instanceof ConditionFailedError) throw new AppError('changed_meanwhile');
    throw error;
  }
}

/** Seed 001 §5: a notification e-mail must be valid and not already listed. */
export const addPartnerNotification = (auth: AuthContext, studioId: string, email: string) =>
  changeNotifications(auth, studioId, (list) => {
    if (list.includes(email)) throw new AppError('notification_exists', { fields: { email: 'notification_exists' } });
    return [...list, email];
  });

export const deletePartnerNotification = (auth: AuthContext, studioId: string, email: string) =>
  changeNotifications(auth, studioId, (list) => {
    if (!list.includes(email)) throw new AppError('not_found');
    return list.filter((entry) => entry !== email);
  });

/** For a studio's slate modal: the accounts that authorised it and are in good standing. */
export async function listCreatableFor(auth: AuthContext) {
  const partnerships = (await listPartnershipsForStudio(table(), auth.accountId)).filter((item) => item.active);
  const clients = await Promise.all(
    partnerships.map(async (item) => ({ item, account: await getAccount(table(), item.client_account_id) })),
  );
  return clients
    .filter(({ account }) => account?.status === 'active')
    .map(({ item, account }) => ({ id: item.id, account: { id: item.client_account_id, name: account!.name } }))
    .sort((a, b) => a.account.name.localeCompare(b.account.name));
}

/** The active authorisation a studio names when it creates a master, or partner_not_authorised. */
export async function authorisationForStudio(auth: AuthContext, partnershipId: string): Promise<PartnershipItem> {
  const item = (await listPartnershipsForStudio(table(), auth.accountId)).find(
    (candidate) => candidate.id === partnershipId,
  );
  if (!item?.active)
    throw new AppError('partner_not_authorised', { fields: { partner_studio_id: 'partner_not_authorised' } });
  return item;
}

/** Whether a studio still works for the account that owns a master (the studio's access to it). */
export async function studioWorksFor(studioAccountId: string, clientAccountId: string): Promise<boolean> {
  return (await getPartnership(table(), clientAccountId, studioAccountId))?.active === true;
}
