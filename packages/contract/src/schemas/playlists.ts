import * as z from 'zod';
import { masterTypeSchema } from './master-types.ts';
import { publicFilesSchema } from '../masters/public-files.ts';
import { qcStatusSchema, stageCodeSchema } from '../masters/processing-stages.ts';
import { createdOnField, idField, optionalString, requiredString, tokenField } from './fields.ts';
import { publicMasterSchema } from './public-masters.ts';
import { publicOwnerSchema } from './public-owner.ts';

/**
 * Playlists (seed 001 "Playlist"): an account's ordered reel of masters, shown to anyone holding
 * its public link (`/p/{created_on}/{hash_key}`), saved by other accounts as subscriptions that
 * follow the owner's changes, and downloaded whole as a zip.
 */

/** A reel, not a library: a playlist holds at most this many masters. */
export const PLAYLIST_MAX_MASTERS = 100;
/** Seed 001 §9: a demo account's playlist holds at most 4 masters. */
export const DEMO_PLAYLIST_MAX_MASTERS = 4;
/** Masters added in one call (the cart, the library's selection). */
export const PLAYLIST_ADD_MAX = 50;
export const PLAYLISTS_PAGE_SIZE = 12;
/**
 * How many playlists a list that the account's partition does not serve in order (by name or size,
 * a search, the playlists holding a master) reads at most: the account's newest this many (within
 * its dates), own and saved.
 */
export const PLAYLISTS_SCAN_BOUND = 1_000;
/** The master page's playlists tab, a page at a time. */
export const MASTER_PLAYLISTS_PAGE_SIZE = 10;

export const playlistNameField = () => requiredString(100);

export const playlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** With `hash_key`, the public player's link (`/p/{created_on}/{hash_key}`). */
  created_on: z.string(),
  hash_key: z.string(),
  modified_on: z.string(),
  masters_count: z.number(),
  /** The player hides the links to each master's own public page. */
  hide_master_links: z.boolean(),
  /** Whether the public player offers the ProRes files, until when (issue 28: off by default). */
  public_files: publicFilesSchema,
  owner: z.object({ name: z.string() }),
  /** False for a playlist another account owns that this one subscribed to: read-only here. */
  is_owner: z.boolean(),
  /** Short-lived links to the first masters' pictures, for the card's mosaic (4 at most). */
  thumbnails: z.array(z.string()),
});
export type Playlist = z.infer<typeof playlistSchema>;
export const playlistResponse = z.object({ success: z.literal(true), playlist: playlistSchema });

export const PLAYLIST_ORDERS = ['most_recent', 'name', 'masters_count'] as const;
export const playlistListFilters = z.strictObject({
  order_by: z.enum(PLAYLIST_ORDERS, { error: 'one_of' }).optional(),
  order_card: z.enum(['asc', 'desc'], { error: 'one_of' }).optional(),
  filter_by_start_date: z.iso.date({ error: 'date' }).optional(),
  filter_by_end_date: z.iso.date({ error: 'date' }).optional(),
  filter_search_query: optionalString(63),
  /** Only the playlists that hold this master. */
  master_file_id: idField().optional(),
});
export type PlaylistListFilters = z.infer<typeof playlistListFilters>;
export const playlistListResponse = z.object({
  success: z.literal(true),
  playlists_list: z.array(playlistSchema),
  page: z.number(),
  pages_count: z.number(),
  total: z.number(),
  /**
   * False when a bounded list stopped at PLAYLISTS_SCAN_BOUND before the account's oldest playlist:
   * `total` and the pages then count the matches among those read only.
   */
  searched_all: z.boolean(),
});

/** `search`: the account's own playlists whose name matches (the "add to a playlist" picker). */
export const searchPlaylistsBody = z.strictObject({ query: optionalString(63) });
export const playlistsSearchResponse = z.object({
  success: z.literal(true),
  playlists_list: z.array(playlistSchema),
  /** False when the read stopped before the account's oldest playlist (a picker's worth found, or PLAYLISTS_SCAN_BOUND read). */
  searched_all: z.boolean(),
});

const masterIds = () => z.array(idField()).min(1, { error: 'required' }).max(PLAYLIST_ADD_MAX, { error: 'too_many' });

export const createPlaylistBody = z.strictObject({ name: playlistNameField(), master_ids: masterIds().optional() });
export const renamePlaylistBody = z.strictObject({ id: idField(), name: playlistNameField() });
export const playlistIdBody = z.strictObject({ id: idField() });
export const playlistIdParams = { id: idField() };
export const addMastersBody = z.strictObject({ id: idField(), master_ids: masterIds() });
export const addMastersResponse = z.object({
  success: z.literal(true),
  masters_added: z.number(),
  playlist: playlistSchema,
});
export const removeMasterBody = z.strictObject({ id: idField(), master_id: idField() });
/** Seed 001: the new order of every master of the playlist; sorting needs more than one. */
export const saveOrderingBody = z.strictObject({
  id: idField(),
  master_file_ids: z
    .array(idField())
    .min(2, { error: 'ordering_needs_two' })
    .max(PLAYLIST_MAX_MASTERS, { error: 'too_many' }),
});
export const saveMasterLinkOptionBody = z.strictObject({
  id: idField(),
  option: z.enum(['hide', 'show'], { error: 'one_of' }),
});
/** Ours, `save-public-files`: the owner turns the ProRes download of the public player on (until a date, if given) or off. */
export const savePlaylistPublicFilesBody = z.strictObject({
  id: idField(),
  broadcast: z.boolean({ error: 'one_of' }),
  until: z.iso.datetime({ offset: true, error: 'date' }).nullable(),
});
export const playlistMastersBody = z.strictObject({ playlist_id: idField() });

/** A master as a playlist's page lists it, in the playlist's order. `id` only for its owner's users; a draft's slate fields not filled in yet are null. */
export const playlistMasterSchema = z.object({
  id: z.string().nullable(),
  title: z.string(),
  unique_id: z.string().nullable(),
  master_type: masterTypeSchema.nullable(),
  duration: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  status: stageCodeSchema,
  qc_status: qcStatusSchema,
  is_running: z.boolean(),
  archived: z.boolean(),
  created_on: z.string(),
  /** The master's own public page, unless the playlist hides those links. */
  hash_key: z.string().nullable(),
});
export const playlistMastersResponse = z.object({
  success: z.literal(true),
  masters_list: z.array(playlistMasterSchema),
});

/** Subscriptions go by the public link the subscriber holds. */
export const playlistLinkBody = z.strictObject({ created_on: createdOnField(), hash_key: tokenField() });
export const hasSubscribedResponse = z.object({
  success: z.literal(true),
  subscribed: z.boolean(),
  /** The working account owns the playlist: there is nothing to save. */
  is_owner: z.boolean(),
  /** The playlist's id when the account owns or saved it (its page in the app), else null. */
  playlist_id: z.string().nullable(),
});

/** The public player (`/p/{created_on}/{hash_key}`): the playlist's name and its owner's, nothing else of the account. */
export const publicPlaylistSchema = z.object({
  name: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
  masters_count: z.number(),
  hide_master_links: z.boolean(),
  owner: publicOwnerSchema,
  /** Whether a ProRes zip can be asked for (some master has a ProRes output). */
  has_prores: z.boolean(),
});
export const publicPlaylistResponse = z.object({ success: z.literal(true), playlist: publicPlaylistSchema });
/** Each master as the player plays it: its public view, and its own page's link unless hidden. */
export const publicPlaylistMasterSchema = publicMasterSchema.omit({ owner: true }).extend({
  link: z.object({ created_on: z.string(), hash_key: z.string() }).nullable(),
});
export type PublicPlaylistMaster = z.infer<typeof publicPlaylistMasterSchema>;
export const publicPlaylistMastersResponse = z.object({
  success: z.literal(true),
  masters_list: z.array(publicPlaylistMasterSchema),
});
