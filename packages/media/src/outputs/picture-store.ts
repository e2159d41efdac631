/**
 * Program pictures kept between the steps of one processing run. The output steps run in separate
 * tasks (Lambda functions in AWS), so a picture one step encodes reaches another through the store the
 * caller gives (core keeps them in S3 under the run's prefix). Without a store, each step encodes what
 * it needs.
 */
import { createHash } from 'node:crypto';

export interface PictureStore {
  /** Copies the picture kept as `id` to `path`; false when none is kept. */
  fetch(id: string, path: string): Promise<boolean>;
  /** Keeps the file at `path` as `id` for the run's later steps. */
  keep(id: string, path: string): Promise<void>;
}

/** A store name for a picture's description (its filters and encoder settings). */
export const pictureStoreId = (description: string): string =>
  createHash('sha256').update(description).digest('hex').slice(0, 32);

/**
 * Puts the picture `description` at `path`: fetched when another step kept it, else encoded, and kept
 * when `keep` says later steps need it. Answers whether it was encoded here.
 */
export async function obtainPicture(
  store: PictureStore | undefined,
  description: string,
  path: string,
  encode: () => Promise<unknown>,
  keep: boolean,
): Promise<boolean> {
  const id = pictureStoreId(description);
  if (store && (await store.fetch(id, path))) return false;
  await encode();
  if (store && keep) await store.keep(id, path);
  return true;
}
