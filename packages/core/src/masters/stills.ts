import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SlateFields } from '@masterport/contract';
import { renderSlatePreview, SLATE_PREVIEW_SIZE } from '@masterport/media';
import { nowIso, updateMasterFields } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { signDownload } from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { masterSpec } from '../processing/workspace.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { toMaster } from './master-service.ts';

/**
 * The slate modal's preview: the slate the MXF outputs will carry, drawn by the same code and font,
 * answered as a PNG data URL (a few tens of kilobytes; nothing is stored).
 */
export async function previewSlate(auth: AuthContext, slate: SlateFields) {
  const folder = await mkdtemp(join(tmpdir(), `slate-${auth.accountId}-`));
  try {
    const spec = masterSpec({
      master_type: slate.master_type,
      duration: slate.duration,
      ratio: slate.ratio,
      audio_type: slate.audio_type,
      language: slate.language,
      title: slate.title,
      unique_id: slate.unique_id,
      announcer: slate.announcer,
      agency: slate.agency,
      product: slate.product,
      house_code: null,
      tvb_number: null,
      asc_number: null,
      test_brng: false,
      use_video_audio: slate.use_video_audio ?? true,
      music_only: slate.music_only ?? null,
    });
    const png = await renderSlatePreview(spec, folder, {
      hasCaptions: Boolean(slate.captions_filename),
      date: nowIso().slice(0, 10),
    });
    return { image: `data:image/png;base64,${(await readFile(png)).toString('base64')}`, ...SLATE_PREVIEW_SIZE };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The set-thumbnail modal: the candidates processing took, with the one the master shows. */
export async function listThumbnails(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  const bucket = config().outputsBucket;
  return Promise.all(
    master.thumbnails.map(async (thumb, index) => ({
      id: String(index),
      url: await signDownload(bucket, thumb.s3_key, `${master.unique_id}-${index + 1}.jpg`),
      at: thumb.at,
      selected: thumb.s3_key === master.thumbnail_key,
    })),
  );
}

/** Seed 001 §4: no thumbnail change while locked, archived or processing. */
export async function saveThumbnail(auth: AuthContext, masterId: string, thumbnailId: string) {
  const master = await ownMaster(auth, masterId);
  if (master.locked) throw new AppError('master_locked');
  if (master.is_running || master.archived) throw new AppError('master_busy');
  const chosen = master.thumbnails[Number(thumbnailId)];
  if (!chosen) throw new AppError('not_found');
  return toMaster(
    await updateMasterFields(table(), master.id, { thumbnail_key: chosen.s3_key, modified_on: nowIso() }),
  );
}
