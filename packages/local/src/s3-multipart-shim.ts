import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { guarded, requestUrl } from './guard.ts';
import { stoppable, type OpenConnections } from './shutdown.ts';

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};
/** How long the local S3 takes to restore an archived object (S3 Glacier Flexible Retrieval: 3 to 5 hours). */
export const LOCAL_RESTORE_SECONDS = 2;

/** S3's smallest part, but for the last one. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

const readBody = (req: IncomingMessage): Promise<Buffer> => new Promise((resolve, reject) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => resolve(Buffer.concat(chunks)));
  req.on('error', reject);
});

const INVALID_URI = '<Error><Code>InvalidURI</Code><Message>Couldn\'t parse the specified URI.</Message></Error>';
const internalError = (res: ServerResponse) => xml(res, 500, '<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>');

const escape = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

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
  const uploadDir = (bucket: string, uploadId: string) => join(options.s3Directory, bucket, '._S3rver_uploads', uploadId.replace(/[^\w-]/g, ''));

  async function listParts(res: ServerResponse, bucket: string, key: string, uploadId: string) {
    const dir = uploadDir(bucket, uploadId);
    if (!existsSync(dir)) return xml(res, 404, `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${escape(uploadId)}</UploadId></Error>`);
    // A part's .md5 is written once its body is complete: parts still arriving are not listed.
    const names = new Set(await readdir(dir));
    const numbers = [...names].filter((name) => /^\d+$/.test(name) && names.has(`${name}.md5`)).map(Number).sort((a, b) => a - b);
    const parts = await Promise.all(numbers.map(async (number) => {
      const file = join(dir, String(number));
      const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8').catch(() => '')]);
      return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`;
    }));
    xml(res, 200, `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${escape(uploadId)}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`);
  }

  async function abort(res: ServerResponse, bucket: string, uploadId: string) {
    const dir = uploadDir(bucket, uploadId);
    if (!existsSync(dir)) return xml(res, 404, `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`);
    await rm(dir, { recursive: true, force: true });
    res.writeHead(204, { 'access-control-allow-origin': '*' });
    res.end();
  }

  /**
   * CompleteMultipartUpload checked as S3 checks it before s3rver sees it (s3rver reads a part that
   * was never uploaded from disk and the whole emulator exits): every listed part exists with its
   * ETag, in ascending order, and all but the last are at least 5 MiB.
   */
  async function complete(req: IncomingMessage, res: ServerResponse, bucket: string, uploadId: string) {
    const body = await readBody(req);
    const dir = uploadDir(bucket, uploadId);
    if (!existsSync(dir)) return xml(res, 404, '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
    const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part = '']) => ({
      number: Number(part.match(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/)?.[1] ?? NaN),
      etag: (part.match(/<ETag>([\s\S]*?)<\/ETag>/)?.[1] ?? '').replace(/&quot;|"/g, '').trim(),
    }));
    if (!listed.length || listed.some((part) => !Number.isInteger(part.number))) return xml(res, 400, '<Error><Code>MalformedXML</Code><Message>The XML you provided was not well-formed.</Message></Error>');
    for (let i = 1; i < listed.length; i++) {
      if (listed[i]!.number <= listed[i - 1]!.number) return xml(res, 400, '<Error><Code>InvalidPartOrder</Code><Message>The list of parts was not in ascending order.</Message></Error>');
    }
    for (const [i, part] of listed.entries()) {
      const file = join(dir, String(part.number));
      const md5 = (await readFile(`${file}.md5`, 'utf8').catch(() => '')).trim();
      if (!md5 || md5 !== part.etag) return xml(res, 400, '<Error><Code>InvalidPart</Code><Message>One or more of the specified parts could not be found.</Message></Error>');
      if (i < listed.length - 1 && (await stat(file)).size < MIN_PART_BYTES) return xml(res, 400, '<Error><Code>EntityTooSmall</Code><Message>Your proposed upload is smaller than the minimum allowed size.</Message></Error>');
    }
    forward(req, res, body);
  }

  /**
   * Passes a request on to s3rver and its answer back. With `bodyFile` (an object's GET), s3rver
   * still checks the request and gives the status, headers and range, but the bytes are sent from
   * its file on disk in 1 MiB reads and its own body is dropped: read and passed through two HTTP
   * hops in this process, it made a big object cost the local cloud as much as the sender reading
   * it (test/bench/delivery.ts); on AWS S3 costs a sender nothing of its own machine.
   */
  function forward(req: IncomingMessage, res: ServerResponse, body?: Buffer, extraHeaders: Record<string, string> = {}, bodyFile?: string) {
    const upstream = request({ host: '127.0.0.1', port: options.backendPort, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
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
    });
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

  /** s3rver's files for an object: `<dir>/<bucket>/<key>._S3rver_<resource>`; `restore` is ours. */
  const objectFile = (bucket: string, key: string, resource: 'object' | 'metadata.json' | 'object.md5' | 'restore') => join(options.s3Directory, bucket, `${key}._S3rver_${resource}`);
  const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  const storageClassOf = async (bucket: string, key: string) => (await readJson(objectFile(bucket, key, 'metadata.json')).catch(() => ({} as Record<string, string>)))['x-amz-storage-class'] ?? 'STANDARD';
  /** When a requested restore is (or will be) readable; undefined when none was asked. */
  const restoreReadyAt = async (bucket: string, key: string) => {
    const text = await readFile(objectFile(bucket, key, 'restore'), 'utf8').catch(() => undefined);
    return text ? new Date(text.trim()) : undefined;
  };
  const restoreHeader = (readyAt: Date) => (readyAt.getTime() > Date.now()
    ? 'ongoing-request="true"'
    : `ongoing-request="false", expiry-date="${new Date(readyAt.getTime() + 2 * 86_400_000).toUTCString()}"`);

  async function changeStorageClass(res: ServerResponse, bucket: string, key: string, storageClass: string) {
    if (!existsSync(objectFile(bucket, key, 'object'))) return xml(res, 404, `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${escape(key)}</Key></Error>`);
    const metadataFile = objectFile(bucket, key, 'metadata.json');
    const metadata = await readJson(metadataFile).catch(() => ({} as Record<string, string>));
    if (storageClass === 'STANDARD') delete metadata['x-amz-storage-class'];
    else metadata['x-amz-storage-class'] = storageClass;
    metadata['last-modified'] = new Date().toUTCString();
    await writeFile(metadataFile, JSON.stringify(metadata));
    await rm(objectFile(bucket, key, 'restore'), { force: true });
    const md5 = (await readFile(objectFile(bucket, key, 'object.md5'), 'utf8').catch(() => '')).trim();
    xml(res, 200, `<CopyObjectResult><LastModified>${new Date().toISOString()}</LastModified><ETag>"${md5}"</ETag></CopyObjectResult>`);
  }

  async function restore(res: ServerResponse, bucket: string, key: string) {
    if (!existsSync(objectFile(bucket, key, 'object'))) return xml(res, 404, `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${escape(key)}</Key></Error>`);
    if ((await storageClassOf(bucket, key)) === 'STANDARD') return xml(res, 403, '<Error><Code>InvalidObjectState</Code><Message>Restore is not allowed for the object\'s current storage class.</Message></Error>');
    const readyAt = await restoreReadyAt(bucket, key);
    if (readyAt && readyAt.getTime() > Date.now()) return xml(res, 409, '<Error><Code>RestoreAlreadyInProgress</Code><Message>Object restore is already in progress.</Message></Error>');
    if (readyAt) {
      res.writeHead(200, { 'access-control-allow-origin': '*' });
      return res.end();
    }
    await writeFile(objectFile(bucket, key, 'restore'), new Date(Date.now() + LOCAL_RESTORE_SECONDS * 1000).toISOString());
    res.writeHead(202, { 'access-control-allow-origin': '*' });
    res.end();
  }

  /** GET and HEAD of an object: an archived one is unreadable until restored; HEAD tells the restore's state. */
  async function read(req: IncomingMessage, res: ServerResponse, bucket: string, key: string) {
    if ((await storageClassOf(bucket, key)) === 'STANDARD') return forward(req, res, undefined, {}, req.method === 'GET' ? objectFile(bucket, key, 'object') : undefined);
    const readyAt = await restoreReadyAt(bucket, key);
    if (req.method === 'HEAD') return forward(req, res, undefined, readyAt ? { 'x-amz-restore': restoreHeader(readyAt) } : {});
    if (!readyAt || readyAt.getTime() > Date.now()) return xml(res, 403, '<Error><Code>InvalidObjectState</Code><Message>The operation is not valid for the object\'s storage class.</Message><StorageClass>GLACIER</StorageClass></Error>');
    forward(req, res, undefined, {}, objectFile(bucket, key, 'object'));
  }

  // A request S3 could not parse answers 400 InvalidURI; any other failure (a promise returned
  // here that rejects, too) S3's 500 InternalError through the guard, never the end of the process.
  const server = createServer(guarded('Local S3', (req, res) => {
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
    if (uploadId && req.method === 'GET' && !url.searchParams.has('partNumber')) return listParts(res, bucket, key, uploadId);
    if (uploadId && req.method === 'DELETE') return abort(res, bucket, uploadId);
    if (uploadId && req.method === 'POST') return complete(req, res, bucket, uploadId);
    // A key that climbs out of its bucket's folder is left to s3rver, which refuses it.
    const isObject = key !== '' && !key.split('/').some((part) => part === '..' || part === '.') && !uploadId && [...url.searchParams.keys()].every((name) => name === 'partNumber' || name === 'x-id' || name.startsWith('X-Amz-') || name.startsWith('response-'));
    if (req.method === 'POST' && key && url.searchParams.has('restore')) return restore(res, bucket, key);
    const copySource = req.headers['x-amz-copy-source'];
    const storageClass = req.headers['x-amz-storage-class'];
    if (req.method === 'PUT' && isObject && typeof copySource === 'string' && typeof storageClass === 'string' && req.headers['x-amz-metadata-directive'] !== 'REPLACE') {
      let source: string;
      try {
        source = decodeURIComponent(copySource.replace(/^\//, ''));
      } catch {
        return xml(res, 400, '<Error><Code>InvalidArgument</Code><Message>Invalid copy source encoding.</Message></Error>');
      }
      if (source === `${bucket}/${key}`) return changeStorageClass(res, bucket, key, storageClass);
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && isObject) return read(req, res, bucket, key);
    forward(req, res);
  }, internalError));
  const stopper = stoppable(server);
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
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
