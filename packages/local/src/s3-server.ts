import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';
import { freePort } from './ports.ts';
import { startS3MultipartShim } from './s3-multipart-shim.ts';

export interface S3Event { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size: number } } }[] }

/** CORS for browser uploads straight to the buckets: PUT parts, read the ETag (multipart). */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * A station's own AWS identity on the local S3: its keys sign requests to buckets a test or the
 * demo makes for "the station", as a real station's IAM user would. Not a secret: the emulator's.
 */
export const LOCAL_STATION_S3_KEYS = { accessKeyId: 'AKIALOCALSTATION0001', secretAccessKey: 'local-station-secret-access-key' } as const;
new AWSAccount(210987654321, 'Local station').createKeyPair(LOCAL_STATION_S3_KEYS.accessKeyId, LOCAL_STATION_S3_KEYS.secretAccessKey);

/**
 * S3 on loopback (files under the data folder), behind the multipart shim (ListParts, Abort). Object-created events are handed to `onEvent`,
 * standing in for the bucket notifications of the CDK app.
 */
export async function startS3(options: { dataDir: string; port: number; buckets: string[]; onEvent?: (event: S3Event) => void }) {
  const directory = join(options.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1', port: await freePort(), directory, silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [CORS] })),
  });
  if (options.onEvent) server.on('event', options.onEvent);
  const address = await server.run();
  const shim = await startS3MultipartShim({ s3Directory: directory, backendPort: address.port, port: options.port });
  return {
    endpoint: shim.endpoint,
    async stop() {
      await shim.stop();
      await server.close();
    },
  };
}
