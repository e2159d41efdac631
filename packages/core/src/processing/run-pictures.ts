import type { MasterItem } from '@masterport/data';
import type { PictureStore } from '@masterport/media';
import { deletePrefix, downloadToFile, objectStorageState, uploadFile } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { outputPrefix } from './run-files.ts';

/**
 * Program pictures one output step encodes for another (media's picture-store.ts): the steps run in
 * separate tasks, so they meet in the outputs bucket, under the run's own prefix. A failed run's
 * prefix is removed whole (run-files.ts); a completed run removes its pictures (removeRunPictures).
 */
const picturesPrefix = (master: MasterItem) => `${outputPrefix(master)}work/pictures/`;

export function runPictures(master: MasterItem): PictureStore {
  const bucket = config().outputsBucket;
  return {
    async fetch(id, path) {
      if (!(await objectStorageState(bucket, `${picturesPrefix(master)}${id}`))) return false;
      await downloadToFile(bucket, `${picturesPrefix(master)}${id}`, path);
      return true;
    },
    async keep(id, path) {
      await uploadFile(bucket, `${picturesPrefix(master)}${id}`, path, 'application/octet-stream');
    },
  };
}

/** The pictures kept by a run, once its every output is made. */
export const removeRunPictures = (master: MasterItem) => deletePrefix(config().outputsBucket, picturesPrefix(master));
