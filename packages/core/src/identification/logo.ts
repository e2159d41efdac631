import { createHash } from 'node:crypto';
import { LOGO_MAX_BYTES, LOGO_UPLOADS_PREFIX } from '@masterport/contract';
import { setAccountLogo } from '@masterport/data';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { accountLogoKey } from './account-logo.ts';
import { table } from '../adapters/db.ts';
import { deleteObjects, getSmallObject, putSmallObject, signPut } from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { newId } from '../random.ts';
import { identificationOf } from './identification.ts';

/** The longest side a logo is kept at: sharp in the top bar and on public pages, small to send. */
const LOGO_MAX_SIDE = 512;
/**
 * The largest picture a logo file may declare. A file of 1 MB can declare a picture of tens of
 * thousands of pixels a side, gigabytes once decoded: its header is read before anything decodes it.
 */
const LOGO_MAX_SOURCE_SIDE = 8000;

/** Width and height as the file's header declares them, without decoding it. */
function declaredSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

const incomingKey = (accountId: string, uploadId: string) => `${LOGO_UPLOADS_PREFIX}${accountId}/${uploadId}`;

/** What the bytes are, whatever the file was called: only PNG and JPEG signatures count (an SVG never passes). */
export function logoFormat(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  return undefined;
}

/** `save-logo`: where the browser PUTs the file; its size is signed, so no larger file gets in. */
export async function startLogoUpload(
  auth: AuthContext,
  input: { content_type: 'image/png' | 'image/jpeg'; size: number },
) {
  const uploadId = newId();
  const upload = await signPut(
    config().documentsBucket,
    incomingKey(auth.accountId, uploadId),
    input.size,
    input.content_type,
  );
  return { upload_id: uploadId, upload };
}

/**
 * The uploaded file becomes the logo once its bytes are a PNG or JPEG that decodes: it is drawn
 * again as a PNG of at most 512 px a side (nothing of the file but its picture is kept), stored
 * under the hash of that PNG, and the account points at it.
 */
export async function completeLogoUpload(auth: AuthContext, uploadId: string) {
  const bucket = config().documentsBucket;
  const incoming = incomingKey(auth.accountId, uploadId);
  const bytes = await getSmallObject(bucket, incoming, LOGO_MAX_BYTES);
  if (bytes === undefined) throw new AppError('not_found');
  try {
    if (bytes === 'too_large') throw new AppError('validation_error', { fields: { logo: 'logo_too_large' } });
    if (!logoFormat(bytes)) throw new AppError('validation_error', { fields: { logo: 'logo_format' } });
    const declared = declaredSize(bytes);
    if (!declared) throw new AppError('validation_error', { fields: { logo: 'logo_format' } });
    if (Math.max(declared.width, declared.height) > LOGO_MAX_SOURCE_SIDE)
      throw new AppError('validation_error', { fields: { logo: 'logo_dimensions' } });
    let image: Awaited<ReturnType<typeof loadImage>>;
    try {
      image = await loadImage(bytes);
    } catch {
      throw new AppError('validation_error', { fields: { logo: 'logo_format' } });
    }
    const scale = Math.min(1, LOGO_MAX_SIDE / Math.max(image.width, image.height));
    const canvas = createCanvas(
      Math.max(1, Math.round(image.width * scale)),
      Math.max(1, Math.round(image.height * scale)),
    );
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await canvas.encode('png');
    const key = accountLogoKey(auth.accountId, createHash('sha256').update(png).digest('hex').slice(0, 32));
    await putSmallObject(bucket, key, png, 'image/png');
    // Only the logo changes: an identification save at the same moment is not undone, nor refused.
    const previous = await setAccountLogo(table(), auth.accountId, key);
    if (previous && previous !== key) await deleteObjects(bucket, [previous]);
    return { identification: await identificationOf(auth.accountId) };
  } finally {
    await deleteObjects(bucket, [incoming]);
  }
}
