import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { guarded, requestUrl } from './guard.ts';
import { stoppable, type OpenConnections } from './shutdown.ts';
import {
  checksumHeader,
  CHECKSUM_ALGORITHMS,
  compositeChecksum,
  digestOf,
  multipartType,
  requestChecksum,
  type ChecksumAlgorithm,
  type ChecksumType,
} from './s3-checksums.ts';
import { listenOnLoopback } from './ports.ts';

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};
/** How long the local S3 takes to restore an archived object (S3 Glacier Flexible Retrieval: 3 to 5 hours). */
export const LOCAL_RESTORE_SECONDS = 2;

/** S3's smallest part, but for the last one. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const INVALID_URI = "<Error><Code>InvalidURI</Code><Message>Couldn't parse the specified URI.</Message></Error>";
const internalError = (res: ServerResponse) =>
  xml(
    res,
    500,
    '<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>',
  );

const escape = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * s3rver answers ListParts and AbortMultipartUpload with MethodNotAllowed, and resumable uploads
 * need both. This proxy serves them from s3rver's own in-progress parts on disk
 * (`<bucket>/._S3rver_uploads/<uploadId>/<partNumber>` + `.md5`), checks CompleteMultipartUpload as
 * S3 does, answers a malformed path as S3 does, and forwards everything else.
 *
 * It also plays S3's cold storage, which s3rver lacks: an object copied onto itself with another
 * storage class changes class in place (s3rver refuses that copy), an object in GLACIER cannot be
 * read (403 InvalidObjectState) until a RestoreObject has finished (LOCAL_RESTORE_SECONDS), and
 * HEAD tells the restore's state in `x-amz-restore`, as S3 does.
 */
export async function startS3MultipartShim(options: { s3Directory: string; backendPort: number; port: number }) {
  // Its own pool of connections to s3rver, ended with the shim, never the process's global one.
  const agent = new Agent({ keepAlive: true });
  const uploadDir = (bucket: string, uploadId: string) =>
    join(options.s3Directory, bucket, '._S3rver_uploads', uploadId.replace(/[^\w-]/g, ''));

  async function listParts(res: ServerResponse, bucket: string, key: string, uploadId: string) {
    const dir = uploadDir(bucket, uploadId);
    if (!existsSync(dir))
      return xml(
        res,
        404,
        `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${escape(uploadId)}</UploadId></Error>`,
      );
    // A part's .md5 is written once its body is complete: parts still arriving are not listed.
    const names = new Set(await readdir(dir));
    const numbers = [...names]
      .filter((name) => /^\d+$/.test(name) && names.has(`${name}.md5`))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const file = join(dir, String(number));
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8').catch(() => '')]);
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    xml(
      res,
      200,
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${escape(uploadId)}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  }

  async function abort(res: ServerResponse, bucket: string, uploadId: string) {
    const dir = uploadDir(bucket, uploadId);
    if (!existsSync(dir))
      return xml(
        res,
        404,
        `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`,
      );
    await rm(dir, { recursive: true, force: true });
    res.writeHead(204, { 'access-control-allow-origin': '*' });
    res.end();
  }

  /** What a multipart upload was created with (CreateMultipartUpload's x-amz-checksum-algorithm and -type), kept beside s3rver's parts. */
  const uploadChecksumFile = (bucket: string, uploadId: string) => join(uploadDir(bucket, uploadId), 'checksum.json');
  /** A part's or an object's checksum as it arrived, verified (PUT with x-amz-checksum-*). */
  const partChecksumFile = (bucket: string, uploadId: string, number: number) =>
    join(uploadDir(bucket, uploadId), `${number}.checksum.json`);
  interface StoredChecksum {
    algorithm: ChecksumAlgorithm;
    value: string;
    type?: ChecksumType;
  }
  const readChecksum = async (file: string) =>
    JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as StoredChecksum | null;

  /** CreateMultipartUpload: the checksum it names is kept for the parts and the completion; a pair S3 refuses is refused. */
  async function create(req: IncomingMessage, res: ServerResponse, bucket: string) {
    const named = String(req.headers['x-amz-checksum-algorithm'] ?? '').toUpperCase();
    const algorithm = CHECKSUM_ALGORITHMS.find((candidate) => candidate === named);
    const type = algorithm && multipartType(algorithm, req.headers['x-amz-checksum-type'] as string | undefined);
    if (named && !algorithm)
      return xml(
        res,
        400,
        '<Error><Code>InvalidRequest</Code><Message>Checksum algorithm provided is unsupported.</Message></Error>',
      );
    if (algorithm && !type)
      return xml(
        res,
        400,
        `<Error><Code>InvalidRequest</Code><Message>The ${algorithm} checksum algorithm does not support the ${escape(String(req.headers['x-amz-checksum-type']))} checksum type.</Message></Error>`,
      );
    const answer = await exchange(req, await readBody(req));
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(answer.body.toString('utf8'))?.[1];
    const extra: Record<string, string> = {};
    if (answer.status === 200 && uploadId && algorithm && type) {
      await writeFile(uploadChecksumFile(bucket, uploadId), JSON.stringify({ algorithm, type }));
      Object.assign(extra, { 'x-amz-checksum-algorithm': algorithm, 'x-amz-checksum-type': type });
    }
    reply(res, answer, extra);
  }

  /**
   * CompleteMultipartUpload checked as S3 checks it before s3rver sees it (s3rver reads a part that
   * was never uploaded from disk and the whole emulator exits): every listed part exists with its
   * ETag (and its checksum, where the upload has one), in ascending order, and all but the last are
   * at least 5 MiB. The object then gets what S3 gives it, where s3rver gives the whole file's MD5:
   * the ETag `md5-of-the-parts'-md5s-N`, and the upload's checksum, COMPOSITE (of the parts'
   * checksums, `-N`) or FULL_OBJECT (of all the bytes), which a checksum sent with the completion must equal.
   */
  async function complete(req: IncomingMessage, res: ServerResponse, bucket: string, key: string, uploadId: string) {
    const body = await readBody(req);
    const dir = uploadDir(bucket, uploadId);
    if (!existsSync(dir))
      return xml(
        res,
        404,
        '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
      );
    const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part = '']) => ({
      number: Number(part.match(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/)?.[1] ?? NaN),
      etag: (part.match(/<ETag>([\s\S]*?)<\/ETag>/)?.[1] ?? '').replace(/&quot;|"/g, '').trim(),
      checksums: Object.fromEntries(
        CHECKSUM_ALGORITHMS.flatMap((algorithm) => {
          const value = part.match(new RegExp(`<Checksum${algorithm}>([^<]*)</Checksum${algorithm}>`))?.[1]?.trim();
          return value ? [[algorithm, value]] : [];
        }),
      ) as Partial<Record<ChecksumAlgorithm, string>>,
    }));
    if (!listed.length || listed.some((part) => !Number.isInteger(part.number)))
      return xml(
        res,
        400,
        '<Error><Code>MalformedXML</Code><Message>The XML you provided was not well-formed.</Message></Error>',
      );
    for (let i = 1; i < listed.length; i++) {
      if (listed[i]!.number <= listed[i - 1]!.number)
        return xml(
          res,
          400,
          '<Error><Code>InvalidPartOrder</Code><Message>The list of parts was not in ascending order.</Message></Error>',
        );
    }
    const upload = await readChecksum(uploadChecksumFile(bucket, uploadId));
    const invalidPart = () =>
      xml(
        res,
        400,
        '<Error><Code>InvalidPart</Code><Message>One or more of the specified parts could not be found.</Message></Error>',
      );
    const partMd5s: Buffer[] = [];
    const partChecksums: string[] = [];
    for (const [i, part] of listed.entries()) {
      const file = join(dir, String(part.number));
      const md5 = (await readFile(`${file}.md5`, 'utf8').catch(() => '')).trim();
      if (!md5 || md5 !== part.etag) return invalidPart();
      if (i < listed.length - 1 && (await stat(file)).size < MIN_PART_BYTES)
        return xml(
          res,
          400,
          '<Error><Code>EntityTooSmall</Code><Message>Your proposed upload is smaller than the minimum allowed size.</Message></Error>',
        );
      partMd5s.push(Buffer.from(md5, 'hex'));
      if (!upload) continue;
      // Each part of an upload with a checksum arrived with one of its algorithm, which the completion repeats.
      const stored = await readChecksum(partChecksumFile(bucket, uploadId, part.number));
      const named = part.checksums[upload.algorithm];
      if (!stored || stored.algorithm !== upload.algorithm || (named !== undefined && named !== stored.value))
        return invalidPart();
      partChecksums.push(stored.value);
    }
    const etag = `${createHash('md5').update(Buffer.concat(partMd5s)).digest('hex')}-${listed.length}`;
    let checksum: StoredChecksum | undefined;
    if (upload) {
      let value: string;
      if (upload.type === 'COMPOSITE') value = compositeChecksum(upload.algorithm, partChecksums);
      else {
        const digest = digestOf(upload.algorithm);
        for (const part of listed)
          for await (const chunk of createReadStream(join(dir, String(part.number)), { highWaterMark: 1024 * 1024 }))
            digest.update(chunk as Buffer);
        value = digest.digest().toString('base64');
      }
      checksum = { algorithm: upload.algorithm, value, type: upload.type };
      const sent = req.headers[checksumHeader(upload.algorithm)];
      if (typeof sent === 'string' && sent.replace(/-\d+$/, '') !== value.replace(/-\d+$/, ''))
        return badDigest(res, upload.algorithm);
    }
    const answer = await exchange(req, body);
    if (answer.status !== 200 || !answer.body.includes('<CompleteMultipartUploadResult')) return reply(res, answer);
    await writeFile(objectFile(bucket, key, 'object.md5'), etag); // s3rver answers an object's ETag from this file
    await writeObjectChecksum(bucket, key, checksum);
    const elements = checksum
      ? `<Checksum${checksum.algorithm}>${checksum.value}</Checksum${checksum.algorithm}><ChecksumType>${checksum.type}</ChecksumType>`
      : '';
    const result = answer.body
      .toString('utf8')
      .replace(/<ETag>[\s\S]*?<\/ETag>/, `<ETag>&quot;${etag}&quot;</ETag>${elements}`);
    reply(
      res,
      { ...answer, body: Buffer.from(result) },
      checksum ? { [checksumHeader(checksum.algorithm)]: checksum.value, 'x-amz-checksum-type': checksum.type! } : {},
    );
  }

  const badDigest = (res: ServerResponse, algorithm: ChecksumAlgorithm) =>
    xml(
      res,
      400,
      `<Error><Code>BadDigest</Code><Message>The ${algorithm} you specified did not match the calculated checksum.</Message></Error>`,
    );

  /** An object's checksum as S3 keeps it, or none: every write of the object replaces it. */
  const writeObjectChecksum = (bucket: string, key: string, checksum: StoredChecksum | undefined) =>
    checksum
      ? writeFile(objectFile(bucket, key, 'checksum.json'), JSON.stringify(checksum))
      : rm(objectFile(bucket, key, 'checksum.json'), { force: true });

  /**
   * A PutObject or UploadPart with an `x-amz-checksum-*` header, checked as S3 checks it: the body
   * is written aside while its checksum is computed, and only a body that matches goes on to
   * s3rver (which writes where the object is as bytes arrive: a body cut short there would replace
   * the object). One that differs answers 400 BadDigest and leaves the object as it was, as S3.
   * The checksum is then kept (FULL_OBJECT for an object) and answered in the same header, as S3.
   */
  async function putChecked(
    req: IncomingMessage,
    res: ServerResponse,
    sent: { algorithm: ChecksumAlgorithm; value: string },
    keep: (checksum: StoredChecksum) => Promise<void>,
  ) {
    const aside = join(tmpdir(), `masterport-s3-checked-${randomUUID()}`);
    try {
      const digest = digestOf(sent.algorithm);
      await pipeline(
        req,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            digest.update(chunk);
            done(null, chunk);
          },
        }),
        createWriteStream(aside),
      );
      if (digest.digest().toString('base64') !== sent.value) return badDigest(res, sent.algorithm);
      const answer = await exchange(req, createReadStream(aside));
      const type = req.url?.includes('uploadId=') ? undefined : ('FULL_OBJECT' as const);
      if (answer.status === 200) await keep({ ...sent, ...(type ? { type } : {}) });
      reply(
        res,
        answer,
        answer.status === 200
          ? { [checksumHeader(sent.algorithm)]: sent.value, ...(type ? { 'x-amz-checksum-type': type } : {}) }
          : {},
      );
    } finally {
      await rm(aside, { force: true });
    }
  }

  /** One request to s3rver, its answer read whole: for the small answers the shim rewrites (XML, empty). */
  function exchange(
    req: IncomingMessage,
    body: Buffer | Readable,
  ): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: options.backendPort,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent,
        },
        (answer) => {
          readBody(answer).then(
            (bytes) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: bytes }),
            reject,
          );
        },
      );
      upstream.on('error', reject);
      if (Buffer.isBuffer(body)) return void upstream.end(body);
      // A body cut short (a client gone mid-upload) ends the hop to s3rver too, which would wait for the rest.
      body.on('error', (error) => {
        upstream.destroy();
        reject(error);
      });
      body.on('close', () => {
        if (!body.readableEnded) upstream.destroy();
      });
      body.pipe(upstream);
    });
  }

  function reply(
    res: ServerResponse,
    answer: { status: number; headers: IncomingMessage['headers']; body: Buffer },
    extraHeaders: Record<string, string> = {},
  ) {
    const {
      'content-length': _length,
      'transfer-encoding': _encoding,
      connection: _connection,
      'keep-alive': _keepAlive,
      ...headers
    } = answer.headers;
    res.writeHead(answer.status, { ...headers, ...extraHeaders, 'content-length': answer.body.length });
    res.end(answer.body);
  }

  /**
   * Passes a request on to s3rver and its answer back. With `bodyFile` (an object's GET), s3rver
   * still checks the request and gives the status, headers and range, but the bytes are sent from
   * its file on disk in 1 MiB reads and its own body is dropped: read and passed through two HTTP
   * hops in this process, it made a big object cost the local cloud as much as the sender reading
   * it (test/bench/delivery.ts); on AWS S3 costs a sender nothing of its own machine.
   */
  function forward(
    req: IncomingMessage,
    res: ServerResponse,
    body?: Buffer,
    extraHeaders: Record<string, string> = {},
    bodyFile?: string,
  ) {
    const upstream = request(
      { host: '127.0.0.1', port: options.backendPort, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        // The client may be gone already (a read aborted before s3rver answered).
        if (res.destroyed) return void answer.destroy();
        const status = answer.statusCode ?? 502;
        res.writeHead(status, { ...answer.headers, ...extraHeaders });
        const length = Number(answer.headers['content-length']);
        if (!bodyFile || (status !== 200 && status !== 206) || !Number.isFinite(length)) return void answer.pipe(res);
        answer.destroy();
        if (length === 0) return void res.end();
        const start = Number(/^bytes (\d+)-/.exec(String(answer.headers['content-range'] ?? ''))?.[1] ?? 0);
        const bytes = createReadStream(bodyFile, { start, end: start + length - 1, highWaterMark: 1024 * 1024 });
        bytes.on('error', () => res.destroy());
        res.on('close', () => bytes.destroy());
        bytes.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.destroyed) return;
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A client that drops its connection before the answer is complete drops the hop to s3rver
    // too: a piped answer left paused would hold s3rver's socket and its open file for good.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  }

  /** s3rver's files for an object: `<dir>/<bucket>/<key>._S3rver_<resource>`; `restore` and `checksum.json` are ours. */
  const objectFile = (
    bucket: string,
    key: string,
    resource: 'object' | 'metadata.json' | 'object.md5' | 'restore' | 'checksum.json',
  ) => join(options.s3Directory, bucket, `${key}._S3rver_${resource}`);
  const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  const storageClassOf = async (bucket: string, key: string) =>
    (await readJson(objectFile(bucket, key, 'metadata.json')).catch(() => ({}) as Record<string, string>))[
      'x-amz-storage-class'
    ] ?? 'STANDARD';
  /** When a requested restore is (or will be) readable; undefined when none was asked. */
  const restoreReadyAt = async (bucket: string, key: string) => {
    const text = await readFile(objectFile(bucket, key, 'restore'), 'utf8').catch(() => undefined);
    return text ? new Date(text.trim()) : undefined;
  };
  const restoreHeader = (readyAt: Date) =>
    readyAt.getTime() > Date.now()
      ? 'ongoing-request="true"'
      : `ongoing-request="false", expiry-date="${new Date(readyAt.getTime() + 2 * 86_400_000).toUTCString()}"`;

  async function changeStorageClass(res: ServerResponse, bucket: string, key: string, storageClass: string) {
    if (!existsSync(objectFile(bucket, key, 'object')))
      return xml(
        res,
        404,
        `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${escape(key)}</Key></Error>`,
      );
    const metadataFile = objectFile(bucket, key, 'metadata.json');
    const metadata = await readJson(metadataFile).catch(() => ({}) as Record<string, string>);
    if (storageClass === 'STANDARD') delete metadata['x-amz-storage-class'];
    else metadata['x-amz-storage-class'] = storageClass;
    metadata['last-modified'] = new Date().toUTCString();
    await writeFile(metadataFile, JSON.stringify(metadata));
    await rm(objectFile(bucket, key, 'restore'), { force: true });
    const md5 = (await readFile(objectFile(bucket, key, 'object.md5'), 'utf8').catch(() => '')).trim();
    xml(
      res,
      200,
      `<CopyObjectResult><LastModified>${new Date().toISOString()}</LastModified><ETag>"${md5}"</ETag></CopyObjectResult>`,
    );
  }

  async function restore(res: ServerResponse, bucket: string, key: string) {
    if (!existsSync(objectFile(bucket, key, 'object')))
      return xml(
        res,
        404,
        `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${escape(key)}</Key></Error>`,
      );
    if ((await storageClassOf(bucket, key)) === 'STANDARD')
      return xml(
        res,
        403,
        "<Error><Code>InvalidObjectState</Code><Message>Restore is not allowed for the object's current storage class.</Message></Error>",
      );
    const readyAt = await restoreReadyAt(bucket, key);
    if (readyAt && readyAt.getTime() > Date.now())
      return xml(
        res,
        409,
        '<Error><Code>RestoreAlreadyInProgress</Code><Message>Object restore is already in progress.</Message></Error>',
      );
    if (readyAt) {
      res.writeHead(200, { 'access-control-allow-origin': '*' });
      return res.end();
    }
    await writeFile(
      objectFile(bucket, key, 'restore'),
      new Date(Date.now() + LOCAL_RESTORE_SECONDS * 1000).toISOString(),
    );
    res.writeHead(202, { 'access-control-allow-origin': '*' });
    res.end();
  }

  /** GET and HEAD of an object: an archived one is unreadable until restored; HEAD tells the restore's state. */
  async function read(req: IncomingMessage, res: ServerResponse, bucket: string, key: string) {
    // Asked for (x-amz-checksum-mode: ENABLED), the object's checksum as it was uploaded, on a whole object only, as S3.
    const checksum =
      req.headers['x-amz-checksum-mode'] === 'ENABLED' && !req.headers.range
        ? await readChecksum(objectFile(bucket, key, 'checksum.json'))
        : null;
    const checksumHeaders: Record<string, string> = checksum
      ? { [checksumHeader(checksum.algorithm)]: checksum.value, 'x-amz-checksum-type': checksum.type ?? 'FULL_OBJECT' }
      : {};
    if ((await storageClassOf(bucket, key)) === 'STANDARD')
      return forward(
        req,
        res,
        undefined,
        checksumHeaders,
        req.method === 'GET' ? objectFile(bucket, key, 'object') : undefined,
      );
    const readyAt = await restoreReadyAt(bucket, key);
    if (req.method === 'HEAD')
      return forward(req, res, undefined, {
        ...checksumHeaders,
        ...(readyAt ? { 'x-amz-restore': restoreHeader(readyAt) } : {}),
      });
    if (!readyAt || readyAt.getTime() > Date.now())
      return xml(
        res,
        403,
        "<Error><Code>InvalidObjectState</Code><Message>The operation is not valid for the object's storage class.</Message><StorageClass>GLACIER</StorageClass></Error>",
      );
    forward(req, res, undefined, checksumHeaders, objectFile(bucket, key, 'object'));
  }

  // A request S3 could not parse answers 400 InvalidURI; any other failure (a promise returned
  // here that rejects, too) S3's 500 InternalError through the guard, never the end of the process.
  const server = createServer(
    guarded(
      'Local S3',
      (req, res) => {
        const url = requestUrl(req);
        if (!url) return xml(res, 400, INVALID_URI);
        const uploadId = url.searchParams.get('uploadId');
        const [, bucket = '', ...keyParts] = url.pathname.split('/');
        let key: string;
        try {
          key = decodeURIComponent(keyParts.join('/'));
        } catch {
          return xml(res, 400, INVALID_URI);
        }
        if (uploadId && req.method === 'GET' && !url.searchParams.has('partNumber'))
          return listParts(res, bucket, key, uploadId);
        if (uploadId && req.method === 'DELETE') return abort(res, bucket, uploadId);
        if (uploadId && req.method === 'POST') return complete(req, res, bucket, key, uploadId);
        if (req.method === 'POST' && key && url.searchParams.has('uploads')) return create(req, res, bucket);
        const sentChecksum =
          req.method === 'PUT' && key && !req.headers['x-amz-copy-source'] ? requestChecksum(req.headers) : undefined;
        const partNumber = Number(url.searchParams.get('partNumber'));
        if (sentChecksum && uploadId && Number.isInteger(partNumber) && partNumber > 0) {
          return putChecked(req, res, sentChecksum, (checksum) =>
            writeFile(partChecksumFile(bucket, uploadId, partNumber), JSON.stringify(checksum)),
          );
        }
        // A key that climbs out of its bucket's folder is left to s3rver, which refuses it.
        const isObject =
          key !== '' &&
          !key.split('/').some((part) => part === '..' || part === '.') &&
          !uploadId &&
          [...url.searchParams.keys()].every(
            (name) =>
              name === 'partNumber' || name === 'x-id' || name.startsWith('X-Amz-') || name.startsWith('response-'),
          );
        if (req.method === 'POST' && key && url.searchParams.has('restore')) return restore(res, bucket, key);
        const copySource = req.headers['x-amz-copy-source'];
        const storageClass = req.headers['x-amz-storage-class'];
        if (
          req.method === 'PUT' &&
          isObject &&
          typeof copySource === 'string' &&
          typeof storageClass === 'string' &&
          req.headers['x-amz-metadata-directive'] !== 'REPLACE'
        ) {
          let source: string;
          try {
            source = decodeURIComponent(copySource.replace(/^\//, ''));
          } catch {
            return xml(
              res,
              400,
              '<Error><Code>InvalidArgument</Code><Message>Invalid copy source encoding.</Message></Error>',
            );
          }
          if (source === `${bucket}/${key}`) return changeStorageClass(res, bucket, key, storageClass);
        }
        if ((req.method === 'GET' || req.method === 'HEAD') && isObject) return read(req, res, bucket, key);
        if (sentChecksum && isObject)
          return putChecked(req, res, sentChecksum, (checksum) => writeObjectChecksum(bucket, key, checksum));
        // Any other write of an object (a PUT without a checksum, a copy, a delete) leaves it without
        // the one it had, before its answer, so a HEAD right after sees none.
        if ((req.method === 'PUT' || req.method === 'DELETE') && isObject) {
          return exchange(req, req).then(async (answer) => {
            if (answer.status < 300) await writeObjectChecksum(bucket, key, undefined);
            reply(res, answer);
          });
        }
        forward(req, res);
      },
      internalError,
    ),
  );
  const stopper = stoppable(server);
  const port = await listenOnLoopback(server, options.port);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Ends every client connection and the pool to s3rver; answers what client connections were open. */
    async stop(): Promise<OpenConnections> {
      const open = await stopper.stop();
      agent.destroy();
      return open;
    },
  };
}
