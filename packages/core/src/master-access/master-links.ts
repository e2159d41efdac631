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
