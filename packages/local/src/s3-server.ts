import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Event { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size: number } } }[] }

/** CORS for browser uploads straight to the buckets: PUT parts, read the ETag (multipart). */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * S3 on loopback (files under the data folder). Object-created events are handed to `onEvent`,
 * standing in for the bucket notifications of the CDK app.
 */
export async function startS3(options: { dataDir: string; port: number; buckets: string[]; onEvent?: (event: S3Event) => void }) {
  const directory = join(options.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1', port: options.port, directory, silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [CORS] })),
  });
  if (options.onEvent) server.on('event', options.onEvent);
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, stop: () => server.close() };
}
