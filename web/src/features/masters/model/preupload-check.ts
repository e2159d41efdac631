/**
 * The upload tab's check of a dropped file before (and while) it uploads (issue 32, docs/architecture.md
 * "Before the upload"): MediaInfo reads its headers a chunk at a time and quality control's own format
 * rules judge them (`@masterport/media/preupload`). This module is loaded by `import()` when a file is
 * dropped, never before: mediainfo.js and its WebAssembly (2.6 MB) stay out of the app's first download.
 */
import type { UploadAsset } from '@masterport/contract';
import { checkBeforeUpload, readHeaderProbe, type PreUploadSlate, type QcItem } from '@masterport/media/preupload';
import mediaInfoFactory, { type MediaInfo } from 'mediainfo.js';
import wasmUrl from 'mediainfo.js/MediaInfoModule.wasm?url';

let reader: Promise<MediaInfo<'object'>> | undefined;
/** MediaInfo reads one file at a time: files dropped together wait their turn. */
let queue: Promise<unknown> = Promise.resolve();

function mediaInfo(): Promise<MediaInfo<'object'>> {
  reader ??= mediaInfoFactory({ format: 'object', locateFile: () => wasmUrl }).catch((error: unknown) => {
    reader = undefined; // a failed load (offline, blocked) is tried again at the next drop
    throw error;
  });
  return reader;
}

/** What quality control will say of this file's format on this master, from its headers alone. */
export function checkDroppedFile(slate: PreUploadSlate, asset: UploadAsset, file: File): Promise<QcItem[]> {
  const run = queue.then(async () =>
    checkBeforeUpload(slate, asset, await readHeaderProbe(file, await mediaInfo()), file.name),
  );
  queue = run.catch(() => undefined);
  return run;
}
