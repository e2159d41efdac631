import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';

/**
 * Reads an object from S3 through its presigned GET in a worker thread, hashing every byte
 * (SHA-256) and handing on those from `from` in writes of 1 MiB, while the delivery's own thread
 * only writes to the station. An object whose SHA-256 was recorded when it was made is not
 * hashed: only the bytes from `from` are read (a ranged GET). With the reading, the hashing and the sending on one thread, a
 * 1 GB delivery took the time of the three added together (test/bench/delivery.ts); apart, they
 * overlap, as curl reading S3 piped into curl -T does.
 *
 * The worker is CommonJS over Node's built-in modules only, given as source (`eval`), so it runs
 * the same from the sources and from a Lambda bundle, where no module file sits beside the code.
 * Flow is pulled: the worker sends a chunk only against a credit the stream grants when it wants
 * more, so no more than a few MiB wait in memory whatever the two speeds.
 */
const READER = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { url, from, hashing } = workerData;
const CHUNK = 1048576;
const hash = hashing ? createHash('sha256') : null;
const ready = [];
let pending = [];
let pendingBytes = 0;
let offset = hashing ? 0 : from;
let credit = 0;
let ended = false;
let response = null;
let done = false;

/** A buffer this thread owns whole, so it can be handed over without a copy. */
const owned = (buffer) => (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length ? buffer.buffer : Uint8Array.prototype.slice.call(buffer).buffer);

function release() {
  if (!pendingBytes) return;
  ready.push(owned(Buffer.concat(pending, pendingBytes)));
  pending = [];
  pendingBytes = 0;
}

function flush() {
  while (credit > 0 && ready.length) {
    credit -= 1;
    const chunk = ready.shift();
    parentPort.postMessage({ chunk }, [chunk]);
  }
  if (response) {
    if (ready.length >= 2) response.pause();
    else if (!ended) response.resume();
  }
  if (ended && !ready.length && !done) {
    done = true;
    parentPort.postMessage({ sha256: hash ? hash.digest('hex') : null });
    parentPort.close();
  }
}

parentPort.on('message', (message) => {
  if (message === 'credit') {
    credit += 1;
    flush();
  }
});

const fail = (error, status) => {
  if (done) return;
  done = true;
  parentPort.postMessage({ error: String(error), status });
  parentPort.close();
};

const ranged = !hashing && from > 0;
require(url.startsWith('https:') ? 'node:https' : 'node:http').get(url, ranged ? { headers: { range: 'bytes=' + from + '-' } } : {}, (answer) => {
  if (answer.statusCode !== (ranged ? 206 : 200)) {
    answer.resume();
    return fail('source read answered HTTP ' + answer.statusCode, answer.statusCode);
  }
  response = answer;
  answer.on('data', (chunk) => {
    if (hash) hash.update(chunk);
    const skip = Math.max(0, Math.min(chunk.length, from - offset));
    offset += chunk.length;
    if (skip < chunk.length) {
      pending.push(skip ? chunk.subarray(skip) : chunk);
      pendingBytes += chunk.length - skip;
      if (pendingBytes >= CHUNK) release();
    }
    flush();
  });
  answer.on('end', () => {
    release();
    ended = true;
    flush();
  });
  answer.on('error', (error) => fail(error));
}).on('error', (error) => fail(error));
`;

export interface HashedSource {
  /** The object's bytes from `from` on. */
  readonly stream: Readable;
  /** The SHA-256 of the whole object (from its first byte), once the stream has ended. */
  readonly sha256: Promise<string>;
}

/** What the reader answers the delivery thread. */
type ReaderMessage = { chunk: ArrayBuffer } | { sha256: string | null } | { error: string; status?: number };

/**
 * Reads the object behind a presigned GET from byte `from` in a worker thread, hashing all of it,
 * unless its SHA-256 is known (`recordedSha256`), which is then what `sha256` answers.
 */
export function readHashedSource(url: string, from: number, recordedSha256: string | null = null): HashedSource {
  const worker = new Worker(READER, { eval: true, workerData: { url, from, hashing: recordedSha256 === null } });
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  const sha256 = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Read only after the stream ends; a failure is also told through the stream.
  sha256.catch(() => undefined);
  const stream = new Readable({
    highWaterMark: 4 * 1024 * 1024,
    read() {
      worker.postMessage('credit');
    },
    destroy(error, done) {
      void worker.terminate();
      done(error);
    },
  });
  worker.on('message', (message: ReaderMessage) => {
    if ('chunk' in message) stream.push(Buffer.from(message.chunk));
    else if ('sha256' in message) {
      settle?.resolve(message.sha256 ?? recordedSha256!);
      stream.push(null);
    } else {
      const error = Object.assign(new Error(message.error), { status: message.status });
      settle?.reject(error);
      stream.destroy(error);
    }
  });
  worker.on('error', (error) => {
    settle?.reject(error);
    stream.destroy(error);
  });
  return { stream, sha256 };
}
