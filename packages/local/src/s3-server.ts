import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';
import { startS3MultipartShim } from './s3-multipart-shim.ts';
import { connections, stoppable } from './shutdown.ts';

export interface S3Event {
  Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size: number } } }[];
}

/** CORS for browser uploads straight to the buckets: PUT parts, read the ETag (multipart). */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * A station's own AWS identity on the local S3: its keys sign requests to buckets a test or the
 * demo makes for "the station", as a real station's IAM user would. Not a secret: the emulator's.
 */
export const LOCAL_STATION_S3_KEYS = {
  accessKeyId: 'AKIALOCALSTATION0001',
  secretAccessKey: 'local-station-secret-access-key',
} as const;
new AWSAccount(210987654321, 'Local station').createKeyPair(
  LOCAL_STATION_S3_KEYS.accessKeyId,
  LOCAL_STATION_S3_KEYS.secretAccessKey,
);

/**
 * S3 on loopback (files under the data folder), behind the multipart shim (ListParts, Abort). Object-created events are handed to `onEvent`,
 * standing in for the bucket notifications of the CDK app.
 */
export async function startS3(options: {
  dataDir: string;
  port: number;
  buckets: string[];
  onEvent?: (event: S3Event) => void;
}) {
  const directory = join(options.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    // s3rver binds the port given: 0, the OS picks it at the bind.
    port: 0,
    directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [CORS] })),
  });
  if (options.onEvent) server.on('event', options.onEvent);
  // Its console transport is silent already; the logger itself too, so the log of an answer the
  // stop cut, which fires after s3rver closed its logger, is no winston warning (with the URL) on stdout.
  (server as unknown as { logger: { silent: boolean } }).logger.silent = true;
  closeUnsentObjectStreams(server);
  const address = await server.run();
  const backend = stoppable((server as unknown as { httpServer: Server }).httpServer);
  const shim = await startS3MultipartShim({ s3Directory: directory, backendPort: address.port, port: options.port });
  return {
    endpoint: shim.endpoint,
    /** Ends every connection, the clients' and the shim's to s3rver; answers what it had to end. */
    async stop(): Promise<string[]> {
      const open = await shim.stop();
      return [
        ...connections('S3', open),
        ...connections('S3 (s3rver behind the shim)', await backend.stop(), { idle: false }),
      ];
    },
  };
}

interface ObjectContent {
  destroy(): void;
}
interface S3rverStore {
  getObject(...args: unknown[]): Promise<{ content?: ObjectContent | null } | null>;
}
interface KoaContext {
  store: S3rverStore;
  body: unknown;
}

/**
 * s3rver's GET opens the object's file before it looks at If-None-Match and If-Modified-Since,
 * and when it answers 304 it returns without closing it: one descriptor leaked per revalidation
 * (a browser's every thumbnail and logo). Each request gets a store whose opened files are closed
 * once s3rver is done with the request, unless a file is the answer's body, which Koa closes
 * itself when the answer ends or its connection drops. Any other path that opens and drops one
 * (a throw after the open) is covered alike.
 */
function closeUnsentObjectStreams(server: S3rver) {
  const koa = server as unknown as { middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[] };
  // First in the chain (Koa composes it when run() listens), so it wraps every route and middleware.
  koa.middleware.unshift(async (ctx, next) => {
    const store = ctx.store;
    const opened: ObjectContent[] = [];
    ctx.store = Object.create(store, {
      getObject: {
        value: async (...args: unknown[]) => {
          const object = await store.getObject(...args);
          if (object?.content) opened.push(object.content);
          return object;
        },
      },
    }) as S3rverStore;
    try {
      await next();
    } finally {
      for (const content of opened) if (content !== ctx.body) content.destroy();
    }
  });
}
