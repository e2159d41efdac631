import type { PublicMaster } from '@masterport/contract';
import type { MasterItem } from '@masterport/data';
import { signInline } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { masterThumbnailUrl } from './master-links.ts';

/** What anyone holding a link to the master (or to a playlist holding it) sees of it: the slate, the picture, the preview and its captions. */
export async function publicMasterView(master: MasterItem): Promise<Omit<PublicMaster, 'owner'>> {
  const preview = master.preview_output_key ? master.outputs[master.preview_output_key] : undefined;
  const captions = preview && /\.mp4$/i.test(preview.filename) ? master.outputs.WEBVTT_CC : undefined;
  const outputs = config().outputsBucket;
  const [thumbnailUrl, previewUrl, captionsUrl] = await Promise.all([
    masterThumbnailUrl(master),
    preview ? signInline(outputs, preview.s3_key, /\.mp3$/i.test(preview.filename) ? 'audio/mpeg' : 'video/mp4') : null,
    captions ? signInline(outputs, captions.s3_key, 'text/vtt') : null,
  ]);
  return {
    title: master.title,
    unique_id: master.unique_id,
    master_type: master.master_type,
    duration: master.duration,
    language: master.language,
    ratio: master.ratio,
    audio_type: master.audio_type,
    announcer: master.announcer,
    agency: master.agency,
    product: master.product,
    thumbnail_url: thumbnailUrl,
    preview:
      preview && previewUrl
        ? { url: previewUrl, kind: /\.mp3$/i.test(preview.filename) ? 'audio' : 'video', captions_url: captionsUrl }
        : null,
    status: master.status,
    qc_status: master.qc_status,
    is_running: master.is_running,
    archived: master.archived,
    created_on: master.created_on,
    modified_on: master.modified_on,
  };
}
