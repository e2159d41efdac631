import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};
/** S3's smallest part, but for the last one. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

const readBody = (req: IncomingMessage): Promise<Buffer> => new Promise((resolve, reject) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => resolve(Buffer.concat(chunks)));
  req.on('error', reject);
});

const escape = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * s3rver answers ListParts and AbortMultipartUpload with MethodNotAllowed, and resumable uploads
 * need both. This proxy serves them from s3rver's own in-progress parts on disk
 * (`<bucket>/._S3rver_uploads/<uploadId>/<partNumber>` + `.md5`), checks CompleteMultipartUpload as
 * S3 does, answers a malformed path as S3 does, and forwards everything else.
 */
export async function startS3MultipartShim(options: { s3Directory: string; backendPort: number; port: number }) {
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

  function forward(req: IncomingMessage, res: ServerResponse, body?: Buffer) {
    const upstream = request({ host: '127.0.0.1', port: options.backendPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const uploadId = url.searchParams.get('uploadId');
    const [, bucket = '', ...keyParts] = url.pathname.split('/');
    const fail = (error: unknown) => xml(res, 500, `<Error><Code>InternalError</Code><Message>${escape(String(error))}</Message></Error>`);
    let key: string;
    try {
      key = decodeURIComponent(keyParts.join('/'));
    } catch {
      return xml(res, 400, '<Error><Code>InvalidURI</Code><Message>Couldn\'t parse the specified URI.</Message></Error>');
    }
    if (uploadId && req.method === 'GET' && !url.searchParams.has('partNumber')) return void listParts(res, bucket, key, uploadId).catch(fail);
    if (uploadId && req.method === 'DELETE') return void abort(res, bucket, uploadId).catch(fail);
    if (uploadId && req.method === 'POST') return void complete(req, res, bucket, uploadId).catch(fail);
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
