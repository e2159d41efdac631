/**
 * A local cloud in its own process that its clients leave open on purpose, then stopped: what a
 * test run leaves behind at its last test. Run by local-cloud-stop.test.ts with a data folder as
 * its argument. It prints one JSON line when everything is open ({"open": [...]}) and one when
 * stop() has answered ({"stopped": report}); it never calls process.exit, so the process ends
 * only when nothing (socket, timer, child, file) is left to keep it alive.
 */
import { request, Agent, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { startLocalCloud } from '@masterport/local';

const say = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
const cloud = await startLocalCloud({ dataDir: process.argv[2]!, port: 0, web: 'none', seed: false });
const agent = new Agent({ keepAlive: true });
const open: string[] = [];

/** A GET on a keep-alive connection, its answer read to the end: the connection then waits idle. */
const idleKeepAlive = (endpoint: string, label: string) =>
  new Promise<void>((resolve) => {
    const req = request(`${endpoint}/`, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        open.push(`${label}: an idle keep-alive connection`);
        resolve();
      });
    });
    req.on('error', () => resolve());
    req.end();
  });
for (const [name, endpoint] of Object.entries({ app: cloud.url, ...cloud.endpoints }))
  await idleKeepAlive(endpoint, name);

// A request whose body never ends: the app's server waits for it (the case close() waited for forever).
const halfSent = connect(Number(new URL(cloud.url).port), '127.0.0.1');
halfSent.on('error', () => undefined);
halfSent.write(
  'POST /api/authenticate/login HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"email":',
);
open.push('app: a request whose body never ends');

// A big object read a little and paused: the S3's answer waits on back-pressure with its file open.
const s3 = new S3Client({
  region: 'us-east-1',
  endpoint: cloud.endpoints.s3,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const object = { Bucket: process.env.OUTPUTS_BUCKET!, Key: 'left-open.bin' };
await s3.send(new PutObjectCommand({ ...object, Body: Buffer.alloc(32 * 1024 * 1024, 7) }));
const signed = await getSignedUrl(s3, new GetObjectCommand(object), { expiresIn: 300 });
await new Promise<void>((resolve) => {
  const req = request(signed, { agent: false }, (res: IncomingMessage) => {
    res.once('data', () => {
      res.pause();
      open.push(`s3: a ${res.headers['content-length']}-byte object read partly (status ${res.statusCode})`);
      resolve();
    });
    res.on('error', () => undefined);
  });
  req.on('error', () => resolve());
  req.end();
});

say({ open, servers: ['app', ...Object.keys(cloud.endpoints)] });
const report = await cloud.stop();
say({ stopped: report });
