import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** The algorithms of S3's additional checksums (`x-amz-checksum-<algorithm>`). */
export const CHECKSUM_ALGORITHMS = ['CRC32', 'CRC32C', 'CRC64NVME', 'SHA1', 'SHA256'] as const;
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];
export type ChecksumType = 'FULL_OBJECT' | 'COMPOSITE';

export const checksumHeader = (algorithm: ChecksumAlgorithm) => `x-amz-checksum-${algorithm.toLowerCase()}`;

/** A digest fed in pieces: S3's checksums of a body are computed as it streams by. */
export interface Digest {
  update(chunk: Buffer): void;
  digest(): Buffer;
}

/** A reflected CRC's table, one entry a byte value, in 32-bit halves (a 64-bit CRC needs two). */
function crcTable(polyHigh: number, polyLow: number): [Uint32Array, Uint32Array] {
  const high = new Uint32Array(256);
  const low = new Uint32Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let h = 0;
    let l = byte;
    for (let bit = 0; bit < 8; bit++) {
      const carry = l & 1;
      l = ((l >>> 1) | ((h & 1) << 31)) >>> 0;
      h >>>= 1;
      if (carry) {
        h = (h ^ polyHigh) >>> 0;
        l = (l ^ polyLow) >>> 0;
      }
    }
    high[byte] = h;
    low[byte] = l;
  }
  return [high, low];
}

/**
 * CRC-32C (Castagnoli) and CRC-64/NVME, which Node does not offer (CRC-32 is zlib's): reflected,
 * all-ones in and out, table-driven over 32-bit halves (BigInt would cost a hundred times more).
 */
function softwareCrc(polyHigh: number, polyLow: number, bytes: 4 | 8): () => Digest {
  const [tableHigh, tableLow] = crcTable(polyHigh, polyLow);
  return () => {
    let h = bytes === 8 ? 0xffffffff : 0;
    let l = 0xffffffff;
    return {
      update(chunk) {
        for (let i = 0; i < chunk.length; i++) {
          const index = (l ^ chunk[i]!) & 0xff;
          l = (((l >>> 8) | (h << 24)) ^ tableLow[index]!) >>> 0;
          h = ((h >>> 8) ^ tableHigh[index]!) >>> 0;
        }
      },
      digest() {
        const out = Buffer.alloc(bytes);
        if (bytes === 8) {
          out.writeUInt32BE((h ^ 0xffffffff) >>> 0, 0);
          out.writeUInt32BE((l ^ 0xffffffff) >>> 0, 4);
        } else {
          out.writeUInt32BE((l ^ 0xffffffff) >>> 0, 0);
        }
        return out;
      },
    };
  };
}
const crc32c = softwareCrc(0, 0x82f63b78, 4);
const crc64nvme = softwareCrc(0x9a6c9329, 0xac4bc9b5, 8);

export function digestOf(algorithm: ChecksumAlgorithm): Digest {
  if (algorithm === 'SHA1' || algorithm === 'SHA256') return createHash(algorithm === 'SHA1' ? 'sha1' : 'sha256');
  if (algorithm === 'CRC32C') return crc32c();
  if (algorithm === 'CRC64NVME') return crc64nvme();
  let value = 0;
  return {
    update: (chunk) => void (value = crc32(chunk, value)),
    digest: () => {
      const out = Buffer.alloc(4);
      out.writeUInt32BE(value >>> 0);
      return out;
    },
  };
}

/** The checksum a request carries in a header (`x-amz-checksum-sha256: <base64>`), if one. */
export function requestChecksum(
  headers: Record<string, string | string[] | undefined>,
): { algorithm: ChecksumAlgorithm; value: string } | undefined {
  for (const algorithm of CHECKSUM_ALGORITHMS) {
    const value = headers[checksumHeader(algorithm)];
    if (typeof value === 'string') return { algorithm, value };
  }
  return undefined;
}

/**
 * How S3 combines a multipart upload's parts: SHA-1 and SHA-256 only as COMPOSITE, CRC-64/NVME
 * only as FULL_OBJECT, CRC-32 and CRC-32C either, COMPOSITE unless FULL_OBJECT is asked for.
 * Undefined when the pair is one S3 refuses.
 */
export function multipartType(algorithm: ChecksumAlgorithm, asked: string | undefined): ChecksumType | undefined {
  const type = asked ?? (algorithm === 'CRC64NVME' ? 'FULL_OBJECT' : 'COMPOSITE');
  if (type !== 'FULL_OBJECT' && type !== 'COMPOSITE') return undefined;
  if (type === 'FULL_OBJECT' && algorithm.startsWith('SHA')) return undefined;
  if (type === 'COMPOSITE' && algorithm === 'CRC64NVME') return undefined;
  return type;
}

/** A COMPOSITE checksum as S3 reports it: the checksum of the parts' binary checksums, a dash, the count. */
export function compositeChecksum(algorithm: ChecksumAlgorithm, partChecksums: readonly string[]): string {
  const digest = digestOf(algorithm);
  for (const part of partChecksums) digest.update(Buffer.from(part, 'base64'));
  return `${digest.digest().toString('base64')}-${partChecksums.length}`;
}
