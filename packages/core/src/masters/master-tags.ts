import type { Master } from '@masterport/contract';
import {
  addMasterTag,
  foldedText,
  getMasters,
  keys,
  listAccountTags,
  listMembershipIds,
  nowIso,
  removeMasterTag,
  UniqueConflictError,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { newId } from '../random.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { toMaster } from './master-service.ts';

/** At most this many tags on one master (as on a document). */
const TAGS_PER_MASTER = 30;
/** The tags view: tags per page, and masters shown under each. */
const TAGS_PAGE_SIZE = 12;
const MASTERS_PER_TAG = 6;

const stale = (error: unknown) => {
  if (error instanceof UniqueConflictError) throw new AppError('changed_meanwhile');
  throw error;
};

/** `tags/add`: letters and digits (the contract checks), once per master compared without case or accents. */
export async function addTagToMaster(auth: AuthContext, input: { master_id: string; tag: string }): Promise<Master> {
  const master = await ownMaster(auth, input.master_id);
  const folded = foldedText(input.tag);
  if (master.tags.some((tag) => foldedText(tag.name) === folded))
    throw new AppError('duplicate_master_tag', { fields: { tag: 'duplicate_tag' } });
  if (master.tags.length >= TAGS_PER_MASTER) throw new AppError('validation_error', { fields: { tag: 'too_many' } });
  // An account writes a tag one way: a master tagged "hiver" later joins the tag first written "Hiver".
  const known = (await listAccountTags(table(), master.account_id, folded)).find((tag) => tag.folded === folded);
  await addMasterTag(
    table(),
    master,
    { id: known?.id ?? newId(), name: known?.name ?? input.tag, folded },
    nowIso(),
  ).catch(stale);
  return toMaster(await ownMaster(auth, master.id));
}

/** `tags/delete`: takes one tag off the master. */
export async function deleteTagFromMaster(
  auth: AuthContext,
  input: { master_id: string; tag_id: string },
): Promise<Master> {
  const master = await ownMaster(auth, input.master_id);
  const tag = master.tags.find((entry) => entry.id === input.tag_id);
  if (!tag) throw new AppError('not_found');
  await removeMasterTag(table(), master, { id: tag.id, folded: foldedText(tag.name) }, nowIso()).catch(stale);
  return toMaster(await ownMaster(auth, master.id));
}

/** `tags/search`: the account's tags starting with what was typed (all of them for nothing), with their counts. */
export async function searchMasterTags(auth: AuthContext, query: string) {
  const tags = await listAccountTags(table(), auth.accountId, foldedText(query));
  return tags.slice(0, 50).map((tag) => ({ id: tag.id, name: tag.name, count: tag.count }));
}

/** `get-tags-list?page=n`: the tags view, a page of the account's tags by name, each with its newest masters. */
export async function masterTagsList(auth: AuthContext, page: number) {
  const tags = await listAccountTags(table(), auth.accountId);
  const shown = tags.slice((page - 1) * TAGS_PAGE_SIZE, page * TAGS_PAGE_SIZE);
  const tagsList = await Promise.all(
    shown.map(async (tag) => {
      const { ids } = await listMembershipIds(table(), keys.masterTagPartition(auth.accountId, tag.folded), {
        limit: MASTERS_PER_TAG,
      });
      const masters = new Map((await getMasters(table(), ids)).map((master) => [master.id, master]));
      const ordered = ids.flatMap((id) => (masters.has(id) ? [masters.get(id)!] : []));
      return {
        id: tag.id,
        name: tag.name,
        count: tag.count,
        masters: await Promise.all(ordered.map((master) => toMaster(master))),
      };
    }),
  );
  return { tags_list: tagsList, page, has_more: page * TAGS_PAGE_SIZE < tags.length };
}
