import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { FTPError, type Client } from 'basic-ftp';
import type { FtpSettings, S3Settings } from '@masterport/contract';
import { objectStream, signRead } from '../adapters/storage.ts';
import { DELIVERY_PART_BYTES, type StationBucket } from '../adapters/station-bucket.ts';
import { stationObjectKey } from '../delivery/s3-target.ts';
import type { PlannedFile } from './delivery-files.ts';
import { readHashedSource, type HashedSource } from './source-reader.ts';

/** How a file was confirmed at the destination (the report states it). */
export type Verification = 'size' | 'size_md5' | 'size_sha256';

export interface SentFile { sha256: string; verified_by: Verification }

/** A destination told us something other than what we sent: the file is not recorded delivered. */
export class VerificationError extends Error {
  constructor(readonly fileName: string, detail: string) {
    super(`${fileName}: ${detail}`);
    this.name = 'VerificationError';
  }
}

/** Bytes of a planned file from `start` on: an object of ours, or a text made for this station. */
async function fileStream(file: PlannedFile, start = 0): Promise<Readable> {
  if ('text' in file.source) return Readable.from([Buffer.from(file.source.text).subarray(start)]);
  return objectStream(file.source.bucket, file.source.key, start);
}

/**
 * What goes to the station's socket at once. An S3 body arrives in pieces of 16 to 64 KiB; passed
 * on as they come, every piece is a write here and a read and a disk write at the server, and the
 * per-piece work, not the bytes, bounds the speed (measured in test/bench/delivery.ts: a file
 * sent in 1 MiB writes goes out in about half the time of 64 KiB writes).
 */
const SEND_CHUNK_BYTES = 1024 * 1024;

/** Counts and hashes what passes through, reporting progress as it goes, and hands it on in writes of SEND_CHUNK_BYTES. */
function meter(hashes: readonly { update(chunk: Buffer): unknown }[], onBytes: (count: number) => void): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const release = (stream: Transform) => {
    if (!pendingBytes) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (const hash of hashes) hash.update(chunk);
      onBytes(chunk.length);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= SEND_CHUNK_BYTES) release(this);
      done();
    },
    flush(done) {
      release(this);
      done();
    },
  });
}

/**
 * A planned file's bytes from `from` on, with the SHA-256 of all of it: an object is read and
 * hashed in a worker thread (source-reader.ts); a text made for the station (its XML slate) here.
 */
async function hashedSource(file: PlannedFile, from: number): Promise<HashedSource> {
  if ('text' in file.source) {
    const bytes = Buffer.from(file.source.text);
    return { stream: Readable.from([bytes.subarray(from)]), sha256: Promise.resolve(createHash('sha256').update(bytes).digest('hex')) };
  }
  return readHashedSource(await signRead(file.source.bucket, file.source.key), from, file.sha256);
}

/** Reports progress as the bytes pass on to the station. */
function counter(onBytes: (count: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
}

async function remoteSize(client: Client, name: string): Promise<number> {
  try {
    return await client.size(name);
  } catch (error) {
    // 550: not there (yet).
    if (error instanceof FTPError && error.code >= 500) return 0;
    throw error;
  }
}

/** The server's own hash of the file, where it offers the HASH command (draft-bryan-ftpext-hash) with SHA-256. */
async function serverSha256(client: Client, name: string): Promise<string | undefined> {
  const features = await client.features();
  if (!features.get('HASH')?.includes('SHA-256')) return undefined;
  try {
    await client.send('OPTS HASH SHA-256');
    const answer = await client.send(`HASH ${name}`);
    return /SHA-256 \S+ ([0-9a-f]{64})/i.exec(answer.message)?.[1]?.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Sends one file into the current FTP folder. A copy the station already holds is kept: a
 * complete one (same size) is only verified, a shorter one is continued where it stops (REST/APPE:
 * a dropped connection resumes, never restarts from zero). Confirmed by the server's SIZE, and by
 * its SHA-256 where it offers HASH: a kept copy whose checksum differs is sent again whole, once;
 * a file sent whole that still differs is a VerificationError.
 */
export async function sendByFtp(client: Client, file: PlannedFile, onBytes: (count: number) => void, whole = false): Promise<SentFile> {
  let held = whole ? 0 : await remoteSize(client, file.name);
  if (held > file.size) {
    await client.remove(file.name);
    held = 0;
  }
  if (held > 0) onBytes(held);
  // A complete copy whose file's SHA-256 was recorded is only checked; otherwise what the station
  // holds is read again only to be hashed (the worker sends nothing before `held`).
  const source = held === file.size && file.sha256 ? { stream: Readable.from([]), sha256: Promise.resolve(file.sha256) } : await hashedSource(file, held);
  let sha256: string;
  try {
    if (held < file.size) {
      const bytes = source.stream.pipe(counter(onBytes));
      if (held > 0) await client.appendFrom(bytes, file.name);
      else await client.uploadFrom(bytes, file.name);
    } else {
      source.stream.resume();
    }
    sha256 = await source.sha256;
  } finally {
    // A transfer cut short leaves no reader thread behind.
    source.stream.destroy();
  }
  const size = await remoteSize(client, file.name);
  if (size !== file.size) throw new VerificationError(file.name, `the server holds ${size} bytes, ${file.size} were sent`);
  const serverHash = await serverSha256(client, file.name);
  if (serverHash && serverHash !== sha256) {
    if (held === 0) throw new VerificationError(file.name, 'the server\'s SHA-256 differs from the file\'s');
    // What the station kept was not this file after all: its progress starts again from zero.
    onBytes(-file.size);
    await client.remove(file.name);
    return sendByFtp(client, file, onBytes, true);
  }
  return { sha256, verified_by: serverHash ? 'size_sha256' : 'size' };
}

/**
 * The SHA-256 checksum S3 keeps of an object we upload (station-bucket.ts): of a file of one part,
 * the whole file's (FULL_OBJECT); of a file of several parts of DELIVERY_PART_BYTES, the SHA-256
 * of the parts' SHA-256s, a dash and the count (COMPOSITE), as S3 computes it from the checksum it
 * verified on each part's arrival. Computed here from the very bytes that go out.
 */
class Sha256AsS3Keeps {
  private readonly partHashes: Buffer[] = [];
  private current = createHash('sha256');
  private inPart = 0;

  update(chunk: Buffer) {
    let rest = chunk;
    while (rest.length > 0) {
      const take = Math.min(rest.length, DELIVERY_PART_BYTES - this.inPart);
      this.current.update(rest.subarray(0, take));
      this.inPart += take;
      rest = rest.subarray(take);
      if (this.inPart === DELIVERY_PART_BYTES) this.closePart();
    }
  }

  private closePart() {
    this.partHashes.push(this.current.digest());
    this.current = createHash('sha256');
    this.inPart = 0;
  }

  /** `wholeSha256` is the file's own (hex), which is the checksum of a file of one part. */
  checksum(size: number, wholeSha256: string): { value: string; type: 'FULL_OBJECT' | 'COMPOSITE' } {
    if (size <= DELIVERY_PART_BYTES) return { value: Buffer.from(wholeSha256, 'hex').toString('base64'), type: 'FULL_OBJECT' };
    if (this.inPart > 0) this.closePart();
    return { value: `${createHash('sha256').update(Buffer.concat(this.partHashes)).digest('base64')}-${this.partHashes.length}`, type: 'COMPOSITE' };
  }
}

/**
 * Sends one file into the station's bucket, with `bucket-owner-full-control` and an x-amz-checksum
 * S3 checks on arrival (the recorded SHA-256 of a one-part file, else each part's). Confirmed by
 * the object's size and by the SHA-256 checksum S3 computed and kept, compared with ours of the
 * bytes sent; the bytes sent must be the file whose SHA-256 was recorded, where one was. The ETag
 * proves nothing: its form depends on the upload and the bucket's encryption.
 */
export async function sendToBucket(bucket: StationBucket, settings: S3Settings, file: PlannedFile, onBytes: (count: number) => void): Promise<SentFile> {
  const key = stationObjectKey(settings, file.name);
  const sha = createHash('sha256');
  const asS3Keeps = new Sha256AsS3Keeps();
  const source = (await fileStream(file)).pipe(meter([sha, asS3Keeps], onBytes));
  await bucket.upload(key, source, file.content_type, file.size <= DELIVERY_PART_BYTES ? file.sha256 : null);
  const sha256 = sha.digest('hex');
  if (file.sha256 && sha256 !== file.sha256) throw new VerificationError(file.name, 'the file read from our storage is not the one recorded when it was made');
  const held = await bucket.head(key);
  if (!held || held.size !== file.size) throw new VerificationError(file.name, `the bucket holds ${held?.size ?? 0} bytes, ${file.size} were sent`);
  // A bucket that keeps no checksum (an S3-compatible store without them) proves the size only.
  if (!held.sha256) return { sha256, verified_by: 'size' };
  const expected = asS3Keeps.checksum(file.size, sha256);
  if (held.sha256.value !== expected.value) throw new VerificationError(file.name, 'the bucket\'s checksum differs from the file\'s');
  return { sha256, verified_by: 'size_sha256' };
}

/** Opens the station's target folder, creating what is missing (a first delivery to a new folder). */
export async function openFtpFolder(client: Client, settings: FtpSettings): Promise<void> {
  await client.ensureDir(settings.target_folder);
}
