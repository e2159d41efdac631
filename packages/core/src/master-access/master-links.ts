import type { TranscriptLinks } from '@masterport/contract';
import type { MasterItem } from '@masterport/data';
import { signDownload } from '../adapters/storage.ts';
import { config } from '../config.ts';

/** A short-lived link to a file processing made beside the outputs, named after the master's ID (or `fallback` for a draft without one). */
const previewFileUrl = async (
  key: string | null,
  uniqueId: string | null,
  suffix: string,
  fallback: string,
): Promise<string | null> =>
  key ? signDownload(config().outputsBucket, key, `${uniqueId ?? fallback}${suffix}`) : null;

/** A short-lived link to the picture a master shows, once one was chosen or taken. */
export const masterThumbnailUrl = (item: Pick<MasterItem, 'thumbnail_key' | 'unique_id'>): Promise<string | null> =>
  previewFileUrl(item.thumbnail_key, item.unique_id, '.jpg', 'thumbnail');

/** A short-lived link to the DTV file's embedded captions as WebVTT (CREATING_PREVIEW), for the player's second track. */
export const previewCc608Url = (item: Pick<MasterItem, 'preview_cc608_key' | 'unique_id'>): Promise<string | null> =>
  previewFileUrl(item.preview_cc608_key, item.unique_id, '_CC1_608.vtt', 'captions');

/**
 * Short-lived links to a made transcript's files (docs/transcripts.md): its words, which the master
 * page reads, and the draft captions the user downloads to correct.
 */
export async function transcriptLinks(
  item: Pick<MasterItem, 'transcript' | 'transcript_files' | 'unique_id'>,
): Promise<TranscriptLinks | null> {
  const files = item.transcript_files;
  if (item.transcript?.status !== 'made' || !files) return null;
  const [words_url, srt_url, vtt_url] = await Promise.all([
    previewFileUrl(files.words_key, item.unique_id, '_TRANSCRIPT.json', 'transcript'),
    previewFileUrl(files.srt_key, item.unique_id, '_TRANSCRIPT_DRAFT.srt', 'transcript'),
    previewFileUrl(files.vtt_key, item.unique_id, '_TRANSCRIPT_DRAFT.vtt', 'transcript'),
  ]);
  return words_url && srt_url && vtt_url ? { words_url, srt_url, vtt_url } : null;
}
