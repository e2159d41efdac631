import {
  isSlateComplete,
  masterFields,
  toStoredSlate,
  adCodeIssue,
  comparedSlateOf,
  effectiveAdCodeSystem,
  uniqueIdKind,
  type AdCodeSystem,
  type ComparedSlate,
  type DraftSlate,
  type Master,
  type StoredSlate,
  keepsUniqueId,
} from '@masterport/contract';
import {
  createMaster,
  getAccount,
  type AccountItem,
  type PartnershipItem,
  getMasters,
  getUniqueIdHolder,
  nowIso,
  replaceMaster,
  UniqueConflictError,
  updateMasterFields,
  type MasterItem,
} from '@masterport/data';
import { adCodeRegistry, registryAnswer } from '../ad-codes/index.ts';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { newId, newSecretToken } from '../random.ts';
import { masterThumbnailUrl, previewCc608Url, transcriptLinks } from '../master-access/master-links.ts';
import { canOpen, ownMaster } from '../master-access/own-master.ts';
import { authorisationForStudio } from '../partners/partner-studios.ts';
import { canCreateType, checkSlateRules } from '../master-access/slate-rules.ts';
import { notifyPartnerMaster } from './partner-master-mail.ts';

const searchText = (slate: Pick<StoredSlate, 'title' | 'unique_id' | 'announcer' | 'agency' | 'product'>) =>
  [slate.title, slate.unique_id, slate.announcer, slate.agency, slate.product].filter(Boolean).join(' ').toLowerCase();

export async function toMaster(item: MasterItem, accountName?: string): Promise<Master> {
  const [ownerName, studio] = await Promise.all([
    accountName ?? getAccount(table(), item.account_id).then((account) => account?.name ?? ''),
    item.partner_studio_id ? getAccount(table(), item.partner_studio_id) : undefined,
  ]);
  return {
    ...masterFields.parse(item),
    owner: { id: item.account_id, name: ownerName },
    thumbnail_url: await masterThumbnailUrl(item),
    preview_cc608_url: await previewCc608Url(item),
    transcript_links: await transcriptLinks(item),
    partner_studio: item.partner_studio_id ? { id: item.partner_studio_id, name: studio?.name ?? '' } : null,
    unique_id_kind: item.unique_id ? uniqueIdKind(item.unique_id) : null,
    outputs: Object.values(item.outputs)
      .sort((a, b) => a.output_key.localeCompare(b.output_key))
      .map((output) => ({
        output_key: output.output_key,
        category: output.category,
        filename: output.filename,
        size: output.size,
        created_on: output.created_on,
        metadata: output.metadata,
      })),
  };
}

/** The type's permission, once the slate names a type (a draft without one needs masters_creation only). */
function requireTypePermission(auth: AuthContext, slate: DraftSlate, owner?: AccountItem): void {
  if (!slate.master_type) return;
  if (!canCreateType(slate.master_type, auth.accountPermissions, auth.userPermissions)) {
    throw new AppError(
      canCreateType(slate.master_type, auth.accountPermissions, auth.accountPermissions)
        ? 'user_permission'
        : 'account_permission',
    );
  }
  // A studio creating for another account: that account's plan must allow the type too.
  if (owner && !canCreateType(slate.master_type, owner.permissions, owner.permissions))
    throw new AppError('account_permission');
}

/** Who a new master belongs to: the working account, or the account a partner studio creates it for. */
async function ownerOfNewMaster(
  auth: AuthContext,
  slate: DraftSlate,
): Promise<{ owner?: AccountItem; partnership?: PartnershipItem }> {
  if (!slate.partner_studio_id) return {};
  const partnership = await authorisationForStudio(auth, slate.partner_studio_id);
  const owner = await getAccount(table(), partnership.client_account_id);
  if (!owner || owner.status !== 'active')
    throw new AppError('partner_not_authorised', { fields: { partner_studio_id: 'partner_not_authorised' } });
  return { owner, partnership };
}

/** The code system a slate's code follows: its own, else the working account's (the one whose settings the slate modal shows). */
async function codeSystemOf(auth: AuthContext, codeSystem: AdCodeSystem | null | undefined): Promise<AdCodeSystem> {
  if (codeSystem) return codeSystem;
  return effectiveAdCodeSystem(null, (await getAccount(table(), auth.accountId))?.ad_code_system);
}

/** The unique ID under the code system it follows, refused with the rule's field issue (issue 32). */
async function requireCodeFollowsSystem(
  auth: AuthContext,
  slate: { unique_id?: string | null; code_system?: AdCodeSystem | null },
): Promise<void> {
  if (!slate.unique_id) return;
  const issue = adCodeIssue(slate.unique_id, await codeSystemOf(auth, slate.code_system));
  if (issue) throw new AppError('ad_code_invalid', { fields: { unique_id: issue } });
}

/**
 * An ID follows its code system, and is free when nobody holds it, or when this very master holds
 * it and it was never sent.
 */
export async function checkUniqueId(
  auth: AuthContext,
  uniqueId: string,
  masterId?: string,
  codeSystem?: AdCodeSystem | null,
) {
  await requireCodeFollowsSystem(auth, { unique_id: uniqueId, code_system: codeSystem });
  const holder = await getUniqueIdHolder(table(), uniqueId);
  if (holder && !(masterId && holder.master_id === masterId && holder.account_id === auth.accountId)) {
    throw new AppError('unique_id_taken', { fields: { unique_id: 'unique_id_taken' } });
  }
  return { unique_id: uniqueId, kind: uniqueIdKind(uniqueId) };
}

/**
 * The send's review (issue 32, docs/ad-codes.md "At send time"): per master, what the registry says
 * of its code under the sender's code system and where its slate differs, leaving out masters whose
 * code the registry is not asked about. Asked at each review, as the details page asks, never stored.
 */
export async function mastersAgainstRegistry(
  auth: AuthContext,
  masters: readonly Pick<MasterItem, 'unique_id' | 'title' | 'announcer' | 'product' | 'duration'>[],
) {
  const system = await codeSystemOf(auth, null);
  const registry = adCodeRegistry();
  const coded = masters.filter((master): master is typeof master & { unique_id: string } => !!master.unique_id);
  const answers = await Promise.all(
    coded.map(async (master) => ({
      unique_id: master.unique_id,
      title: master.title,
      registry: await registryAnswer(registry, master.unique_id, system, comparedSlateOf(master)),
    })),
  );
  return answers.filter((answer) => answer.registry.status !== 'not_asked');
}

/**
 * `validate-unique-id`: the ID checked as above, then, when it follows Ad-ID, what the registry says
 * of it and how the slate typed so far differs (docs/ad-codes.md): warnings, never a refusal.
 */
export async function verifyUniqueId(
  auth: AuthContext,
  request: { unique_id: string; master_id?: string; code_system?: AdCodeSystem | null; slate?: ComparedSlate },
) {
  const checked = await checkUniqueId(auth, request.unique_id, request.master_id, request.code_system);
  const system = await codeSystemOf(auth, request.code_system);
  return { ...checked, registry: await registryAnswer(adCodeRegistry(), checked.unique_id, system, request.slate) };
}

export async function createMasterFromSlate(
  auth: AuthContext,
  slate: DraftSlate,
  mode: 'new_master' | 'draft',
): Promise<Master> {
  const { owner, partnership } = await ownerOfNewMaster(auth, slate);
  requireTypePermission(auth, slate, owner);
  checkSlateRules(slate, mode === 'new_master');
  if (slate.unique_id) await checkUniqueId(auth, slate.unique_id, undefined, slate.code_system);
  const now = nowIso();
  const stored = toStoredSlate(slate);
  const item: MasterItem = {
    id: newId(),
    account_id: owner?.id ?? auth.accountId,
    partner_studio_id: owner ? auth.accountId : null,
    removed_by_studio: false,
    created_by: auth.userId,
    ...stored,
    house_code: null,
    is_draft: mode === 'draft',
    status: 'CREATED',
    qc_status: 'WAITING',
    is_running: false,
    progress: 0,
    locked: false,
    archived: false,
    archive_status: null,
    tags: [],
    tvb_number: null,
    asc_number: null,
    hash_key: newSecretToken(),
    sources: {},
    run_sources: {},
    revision: 0,
    result_mailed_revision: 0,
    quality_control: [],
    loudness: null,
    outputs: {},
    processing_error: null,
    run_options: { only_keys: null, fix_loudness: false },
    qc_acknowledged: false,
    preview_output_key: null,
    thumbnails: [],
    thumbnail_key: null,
    preview_cc608_key: null,
    search_text: searchText(stored),
    spoken: [],
    spoken_text: '',
    transcript: null,
    transcript_files: null,
    transcript_job: null,
    merge_with: null,
    merged_from: [],
    merged_into: null,
    merge_previous_status: null,
    created_on: now,
    modified_on: now,
  };
  try {
    await createMaster(table(), item);
  } catch (error) {
    if (error instanceof UniqueConflictError)
      throw new AppError('unique_id_taken', { fields: { unique_id: 'unique_id_taken' } });
    throw error;
  }
  if (owner && partnership) await notifyPartnerMaster(partnership, owner, item);
  return toMaster(item, owner?.name);
}

/** A master whose slate may change now: not locked, not working, not in cold storage. */
export function requireSlateEditable(master: MasterItem): void {
  if (master.locked) throw new AppError('master_locked');
  if (master.is_running || master.archived) throw new AppError('master_busy');
}

/** The master with this slate, once the slate's rules, the type's permission and the unique ID allow it. */
export async function withSlate(
  auth: AuthContext,
  previous: MasterItem,
  slate: DraftSlate,
  confirmed: boolean,
): Promise<MasterItem> {
  requireTypePermission(auth, slate);
  checkSlateRules(slate, confirmed);
  if (slate.unique_id && slate.unique_id !== previous.unique_id)
    await checkUniqueId(auth, slate.unique_id, previous.id, slate.code_system);
  const stored = toStoredSlate(slate, previous);
  // The master's ID under another code system is judged too (a new ID was, by checkUniqueId).
  if (slate.unique_id === previous.unique_id && !keepsUniqueId(stored, previous))
    await requireCodeFollowsSystem(auth, stored);
  return { ...previous, ...stored, search_text: searchText(stored), modified_on: nowIso() };
}

/** Stores a changed master read as `previous` (its unique-ID reservation moved), refused if it changed meanwhile. */
export async function storeChangedMaster(previous: MasterItem, next: MasterItem): Promise<void> {
  try {
    await replaceMaster(table(), previous, next);
  } catch (error) {
    if (error instanceof UniqueConflictError && error.conflict === 'unique_id')
      throw new AppError('unique_id_taken', { fields: { unique_id: 'unique_id_taken' } });
    if (error instanceof UniqueConflictError) throw new AppError('master_busy');
    throw error;
  }
}

export async function saveMasterSlate(
  auth: AuthContext,
  masterId: string,
  slate: DraftSlate,
  mode: 'draft' | 'edit_master' | 'back_from_confirm_slate',
): Promise<Master> {
  const previous = await ownMaster(auth, masterId);
  requireSlateEditable(previous);
  const next = {
    ...(await withSlate(auth, previous, slate, mode === 'edit_master')),
    is_draft: mode !== 'edit_master' && previous.is_draft,
  };
  // Only a draft's slate may stay incomplete (the body asks every field of a confirmed save).
  if (!next.is_draft && !isSlateComplete(next)) throw new AppError('slate_incomplete');
  await storeChangedMaster(previous, next);
  return toMaster(next);
}

export async function getMasterDetails(auth: AuthContext, masterId: string): Promise<Master> {
  return toMaster(await ownMaster(auth, masterId));
}

export async function setMasterLock(auth: AuthContext, masterId: string, locked: boolean): Promise<Master> {
  const master = await ownMaster(auth, masterId);
  if (master.archived) throw new AppError('master_busy');
  return toMaster(await updateMasterFields(table(), master.id, { locked, modified_on: nowIso() }));
}

/**
 * `save-tvb-number` and `save-asc-number`: a clearance number (empty clears it). Not while the
 * master is processed or archived (seed 001 §4), nor locked.
 */
export async function saveClearanceNumber(
  auth: AuthContext,
  masterId: string,
  field: 'tvb_number' | 'asc_number',
  value: string,
): Promise<Master> {
  const master = await ownMaster(auth, masterId);
  if (master.locked) throw new AppError('master_locked');
  if (master.is_running || master.archived) throw new AppError('master_busy');
  return toMaster(await updateMasterFields(table(), master.id, { [field]: value || null, modified_on: nowIso() }));
}

/** The list's polling: statuses of the working account's masters; others are left out. */
export async function masterStatuses(auth: AuthContext, masterIds: string[]) {
  const masters = await getMasters(table(), [...new Set(masterIds)]);
  const allowed = await Promise.all(masters.map(async (master) => ((await canOpen(auth, master)) ? master : null)));
  return allowed
    .filter((master) => master !== null)
    .map((master) => ({
      id: master.id,
      status: master.status,
      qc_status: master.qc_status,
      is_running: master.is_running,
      progress: master.progress,
      locked: master.locked,
      archived: master.archived,
      archive_status: master.archive_status,
    }));
}
