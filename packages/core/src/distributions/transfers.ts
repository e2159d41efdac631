import { createHash } from 'node:crypto';
import { Readable, Transform, Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { FTPError, type Client } from 'basic-ftp';
import type { FileVerification, FtpSettings, S3Settings } from '@masterport/contract';
import { objectStream, signRead } from '../adapters/storage.ts';
import { DELIVERY_PART_BYTES, type StationBucket } from '../adapters/station-bucket.ts';
import { stationObjectKey } from '../delivery/s3-target.ts';
import type { PlannedFile } from './delivery-files.ts';
import { readHashedSource, type HashedSource } from './source-reader.ts';

/** How a file was confirmed at the destination (the report states it). */
export type Verification = Exclude<FileVerification, 'link'>;

export interface SentFile {
  sha256: string;
  verified_by: Verification;
}

/** A destination told us something other than what we sent: the file is not recorded delivered. */
export class VerificationError extends Error {
  constructor(
    readonly fileName: string,
    detail: string,
  ) {
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
    return {
      stream: Readable.from([bytes.subarray(from)]),
      sha256: Promise.resolve(createHash('sha256').update(bytes).digest('hex')),
    };
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

/** The server's SIZE of a file: 0 where it says there is none (550), undefined where its answer carries no number or it fails otherwise. */
async function remoteSize(client: Client, name: string): Promise<number | undefined> {
  try {
    return await client.size(name);
  } catch (error) {
    if (error instanceof FTPError && error.code >= 500) return 0;
    // basic-ftp throws a plain Error for "213" without a number (ftp-srv answers so for a file it
    // is still writing); a closed connection is not a size either: both are told to the caller.
    if (error instanceof FTPError || /numerical value/i.test(error instanceof Error ? error.message : ''))
      return undefined;
    throw error;
  }
}

/**
 * Largest file read back (RETR, hashed, compared with its SHA-256) where the server offers no
 * checksum: a 30-second HD spot in MXF is about 200 MB, a 60-second one about 400 MB, so spots
 * are read back whole; longer programmes would double a transfer the 15-minute task may not
 * have, and are delivered "size checked only" (docs/api.md, state-machines/delivery/README.md).
 */
export const READ_BACK_LIMIT_BYTES = 512 * 1024 * 1024;

/** Checksum commands of FTP servers, best first: HASH (draft-bryan-ftpext-hash), then ProFTPD mod_digest's and others' X commands. */
type ServerChecksum = 'hash' | 'xsha256' | 'xmd5' | 'xcrc';
const CHECKSUM_PROOF: Record<
  ServerChecksum,
  { algorithm: 'sha256' | 'md5' | 'crc32'; hexLength: number; verified_by: Verification }
> = {
  hash: { algorithm: 'sha256', hexLength: 64, verified_by: 'size_sha256' },
  xsha256: { algorithm: 'sha256', hexLength: 64, verified_by: 'size_sha256' },
  xmd5: { algorithm: 'md5', hexLength: 32, verified_by: 'size_md5' },
  xcrc: { algorithm: 'crc32', hexLength: 8, verified_by: 'size_crc32' },
};

/** Which checksum the server offers, from its FEAT list. */
async function offeredChecksum(client: Client): Promise<ServerChecksum | undefined> {
  const features = await client.features();
  if (features.get('HASH')?.includes('SHA-256')) return 'hash';
  if (features.has('XSHA256')) return 'xsha256';
  if (features.has('XMD5')) return 'xmd5';
  if (features.has('XCRC')) return 'xcrc';
  return undefined;
}

/** The server's checksum of a file, lower-case hex; undefined where it does not answer one. */
async function serverChecksum(client: Client, kind: ServerChecksum, name: string): Promise<string | undefined> {
  const { hexLength } = CHECKSUM_PROOF[kind];
  try {
    if (kind === 'hash') {
      await client.send('OPTS HASH SHA-256');
      const answer = await client.send(`HASH ${name}`);
      return /SHA-256 \S+ ([0-9a-f]{64})/i.exec(answer.message)?.[1]?.toLowerCase();
    }
    const answer = await client.send(`${kind.toUpperCase()} ${name}`);
    // "250 <hex>" or "213 <hex>", some servers add the name: the first word of the right length.
    return answer.message
      .slice(4)
      .split(/\s+/)
      .find((word) => new RegExp(`^(0x)?[0-9a-f]{${hexLength}}$`, 'i').test(word))
      ?.replace(/^0x/i, '')
      .toLowerCase();
  } catch {
    return undefined;
  }
}

/** Our MD5 or CRC-32 of a planned file (the SHA-256 is known): read again from our storage, only for a server that offers nothing better. */
async function ownDigest(file: PlannedFile, algorithm: 'md5' | 'crc32'): Promise<string> {
  const hash = algorithm === 'md5' ? createHash('md5') : undefined;
  let crc = 0;
  for await (const chunk of await fileStream(file)) {
    if (hash) hash.update(chunk as Buffer);
    else crc = crc32(chunk as Buffer, crc);
  }
  return hash ? hash.digest('hex') : crc.toString(16).padStart(8, '0');
}

/** Reads the file back from the server (RETR) and answers its SHA-256; more bytes than sent stop the read. */
async function readBackSha256(client: Client, name: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  let count = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      if (count > size) return done(new VerificationError(name, 'the server holds more bytes than were sent'));
      hash.update(chunk);
      done();
    },
  });
  await client.downloadTo(sink, name);
  return hash.digest('hex');
}

/**
 * How the bytes at the station are proven to be the file's: by the server's own checksum where it
 * offers one, else by reading them back (up to READ_BACK_LIMIT_BYTES). `differs`: they are not;
 * undefined: nothing beyond the size can be known here.
 */
async function proveBytes(
  client: Client,
  file: PlannedFile,
  sha256: string,
): Promise<{ verified_by: Verification } | 'differs' | undefined> {
  const kind = await offeredChecksum(client);
  const theirs = kind ? await serverChecksum(client, kind, file.name) : undefined;
  if (kind && theirs) {
    const { algorithm, verified_by } = CHECKSUM_PROOF[kind];
    const ours = algorithm === 'sha256' ? sha256 : await ownDigest(file, algorithm);
    return theirs === ours ? { verified_by } : 'differs';
  }
  if (file.size > READ_BACK_LIMIT_BYTES) return undefined;
  try {
    return (await readBackSha256(client, file.name, file.size)) === sha256 ? { verified_by: 'read_back' } : 'differs';
  } catch (error) {
    if (error instanceof VerificationError) return 'differs';
    throw error;
  }
}

/**
 * Sends one file into the current FTP folder. A shorter copy the station holds is continued where
 * it stops (REST/APPE: a dropped connection resumes, never restarts from zero); where the server
 * cannot say how much it holds (SIZE without a number), the file is written again from zero.
 * Delivered means proven bytes (proveBytes): a complete copy already there (same size) is kept
 * only when proven, else, like a resumed copy that differs, it is sent again whole, once; a file
 * sent whole that still differs is a VerificationError. A file that nothing beyond its size can
 * prove (no checksum, too large to read back) is delivered "size checked only" (`size`).
 */
export async function sendByFtp(
  client: Client,
  file: PlannedFile,
  onBytes: (count: number) => void,
  whole = false,
): Promise<SentFile> {
  let held = whole ? 0 : await remoteSize(client, file.name);
  if (held === undefined || held > file.size) {
    // Overwritten by STOR anyway; removed first for servers that refuse to overwrite.
    await client.remove(file.name).catch(() => undefined);
    held = 0;
  }
  if (held > 0) onBytes(held);
  // A complete copy whose file's SHA-256 was recorded is only checked; otherwise what the station
  // holds is read again only to be hashed (the worker sends nothing before `held`).
  const source =
    held === file.size && file.sha256
      ? { stream: Readable.from([]), sha256: Promise.resolve(file.sha256) }
      : await hashedSource(file, held);
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
  if (size !== undefined && size !== file.size)
    throw new VerificationError(file.name, `the server holds ${size} bytes, ${file.size} were sent`);
  const proof = await proveBytes(client, file, sha256);
  // A kept copy of the right size is not the file until proven: "same size" is not "same bytes".
  const keptUnproven = held === file.size && !proof;
  if (proof === 'differs' || keptUnproven || (size === undefined && !proof)) {
    if (held === 0)
      throw new VerificationError(
        file.name,
        proof === 'differs'
          ? "the bytes at the server differ from the file's"
          : "the server tells neither the file's size nor a checksum",
      );
    // What the station kept was not (or cannot be shown to be) this file: progress starts again from zero.
    onBytes(-file.size);
    await client.remove(file.name);
    return sendByFtp(client, file, onBytes, true);
  }
  return { sha256, verified_by: proof ? proof.verified_by : 'size' };
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
    if (size <= DELIVERY_PART_BYTES)
      return { value: Buffer.from(wholeSha256, 'hex').toString('base64'), type: 'FULL_OBJECT' };
    if (this.inPart > 0) this.closePart();
    return {
      value: `${createHash('sha256').update(Buffer.concat(this.partHashes)).digest('base64')}-${this.partHashes.length}`,
      type: 'COMPOSITE',
    };
  }
}

/**
 * Sends one file into the station's bucket, with `bucket-owner-full-control` and an x-amz-checksum
 * S3 checks on arrival (the recorded SHA-256 of a one-part file, else each part's). Confirmed by
 * the object's size and by the SHA-256 checksum S3 computed and kept, compared with ours of the
 * bytes sent; the bytes sent must be the file whose SHA-256 was recorded, where one was. The ETag
 * proves nothing: its form depends on the upload and the bucket's encryption.
 */
export async function sendToBucket(
  bucket: StationBucket,
  settings: S3Settings,
  file: PlannedFile,
  onBytes: (count: number) => void,
): Promise<SentFile> {
  const key = stationObjectKey(settings, file.name);
  const sha = createHash('sha256');
  const asS3Keeps = new Sha256AsS3Keeps();
  const source = (await fileStream(file)).pipe(meter([sha, asS3Keeps], onBytes));
  await bucket.upload(key, source, file.content_type, file.size <= DELIVERY_PART_BYTES ? file.sha256 : null);
  const sha256 = sha.digest('hex');
  if (file.sha256 && sha256 !== file.sha256)
    throw new VerificationError(file.name, 'the file read from our storage is not the one recorded when it was made');
  const held = await bucket.head(key);
  if (!held || held.size !== file.size)
    throw new VerificationError(file.name, `the bucket holds ${held?.size ?? 0} bytes, ${file.size} were sent`);
  // A bucket that keeps no checksum (an S3-compatible store without them) proves the size only.
  if (!held.sha256) return { sha256, verified_by: 'size' };
  const expected = asS3Keeps.checksum(file.size, sha256);
  if (held.sha256.value !== expected.value)
    throw new VerificationError(file.name, "the bucket's checksum differs from the file's");
  return { sha256, verified_by: 'size_sha256' };
}

/** Opens the station's target folder, creating what is missing (a first delivery to a new folder). */
export async function openFtpFolder(client: Client, settings: FtpSettings): Promise<void> {
  await client.ensureDir(settings.target_folder);
}
