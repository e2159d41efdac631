import { offersBroadcastFiles } from '@masterport/contract';
import { getPlaylistByShare, type MasterItem, type PlaylistItem } from '@masterport/data';
import { publicOwner } from '../contacts/contacts.ts';
import { table } from '../adapters/db.ts';
import { prepareArchive, toArchiveView } from '../archives/prepare-archive.ts';
import { AppError } from '../errors.ts';
import { publicMasterView } from '../master-access/public-master-view.ts';
import { mastersInOrder } from './playlist-masters.ts';

/**
 * The public player (`/p/{created_on}/{hash_key}`, seed 001): anyone holding both halves of the
 * playlist's link sees its name, its owner's name and logo, and plays its masters; the masters'
 * own public pages are linked unless the owner hides them. Nothing else of the account shows.
 */
async function sharedPlaylist(createdOn: string, hashKey: string): Promise<PlaylistItem> {
  const playlist = await getPlaylistByShare(table(), createdOn, hashKey);
  if (!playlist) throw new AppError('not_found');
  return playlist;
}

/** The file of each kind a master brings to the playlist's zips, the first it has of these keys. */
const ZIP_KEYS = {
  /** The viewing copies (OUTPUTS.md decision 4), the radio spot's as-mastered MP3 for radio. */
  viewing: ['MP41080', 'MP4720', 'MP4540', 'RADIO_MP3_320'],
  prores: ['PRORES1080_CUSTOM7'],
} as const;
type ZipKind = keyof typeof ZIP_KEYS;

const zipFileOf = (master: MasterItem, kind: ZipKind) =>
  ZIP_KEYS[kind].map((key) => master.outputs[key]).find((output) => !!output);

export async function publicPlaylistDetails(createdOn: string, hashKey: string) {
  const playlist = await sharedPlaylist(createdOn, hashKey);
  const [owner, masters] = await Promise.all([publicOwner(playlist.account_id), mastersInOrder(playlist)]);
  return {
    name: playlist.name,
    created_on: playlist.created_on,
    modified_on: playlist.modified_on,
    masters_count: masters.length,
    hide_master_links: playlist.hide_master_links,
    owner,
    // The ProRes files are broadcast files: offered only when the owner turned them on for the link (issue 28).
    has_prores:
      offersBroadcastFiles(playlist.public_files) &&
      masters.some((master) => !master.archived && !!zipFileOf(master, 'prores')),
  };
}

export async function publicPlaylistMasters(createdOn: string, hashKey: string) {
  const playlist = await sharedPlaylist(createdOn, hashKey);
  const masters = await mastersInOrder(playlist);
  return {
    masters_list: await Promise.all(
      masters.map(async (master) => ({
        ...(await publicMasterView(master)),
        link: playlist.hide_master_links ? null : { created_on: master.created_on, hash_key: master.hash_key },
      })),
    ),
  };
}

/** The zip's name: the playlist's, in letters, digits and dashes (it travels in headers and S3 keys). */
const zipName = (playlist: PlaylistItem, kind: ZipKind) => {
  const base =
    playlist.name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'playlist';
  return `${base}${kind === 'prores' ? '_ProRes' : ''}.zip`;
};

/**
 * `download` and `download/prores`: one zip of each master's viewing file (or ProRes), numbered
 * in the playlist's order, built in the background by the archive workflow (streamed from S3 to
 * S3, never through this function) and reused until the playlist changes. Archived masters'
 * files are in cold storage and stay out of it.
 */
export async function preparePlaylistDownload(createdOn: string, hashKey: string, kind: ZipKind) {
  const playlist = await sharedPlaylist(createdOn, hashKey);
  if (kind === 'prores' && !offersBroadcastFiles(playlist.public_files)) throw new AppError('public_file_not_shared');
  const masters = (await mastersInOrder(playlist)).filter((master) => !master.archived);
  const digits = String(masters.length).length;
  const files = masters.flatMap((master, index) => {
    const output = zipFileOf(master, kind);
    return output
      ? [
          {
            bucket: output.bucket,
            key: output.s3_key,
            name: `${String(index + 1).padStart(Math.max(2, digits), '0')}_${output.filename}`,
            size: output.size,
          },
        ]
      : [];
  });
  if (files.length === 0) throw new AppError('playlist_download_empty');
  const archive = await prepareArchive({
    accountId: playlist.account_id,
    subject: { kind: 'playlist', id: playlist.id },
    filename: zipName(playlist, kind),
    files,
  });
  return toArchiveView(archive);
}
