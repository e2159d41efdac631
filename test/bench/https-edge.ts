import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import {
  constants,
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The viewer's side of CloudFront for the page benches: HTTPS with HTTP/2 (the distribution's
 * `HTTP2_AND_3`, infra/constructs/spa-distribution.ts) in front of the local cloud, which speaks
 * HTTP/1.1 as CloudFront's origins do. Without it a bench measures a browser opening six HTTP/1.1
 * connections and queueing a page's forty small scripts on them, which no visitor of the deployed
 * site does, and Lighthouse's simulated slow 4G charges each queued request a round trip.
 *
 * Each request is forwarded as it came (method, path, headers but HTTP/2's own, body streamed) and
 * its answer returned as the origin wrote it (status, headers but HTTP/1.1's connection headers,
 * body streamed, compressed or not): the local cloud's compression and cache headers are what the
 * browser gets, as CloudFront passes an origin's through. The certificate is the tests' own
 * self-signed one for 127.0.0.1 (test/fixtures/tls), so the browser is told to accept it.
 */
export interface HttpsEdge {
  readonly url: string;
  stop(): Promise<void>;
}

const TLS_FIXTURES = fileURLToPath(new URL('../fixtures/tls/', import.meta.url));

// Headers HTTP/2 forbids in an answer (RFC 9113, 8.2.2): the origin's HTTP/1.1 connection's own.
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export async function startHttpsEdge(originUrl: string): Promise<HttpsEdge> {
  const origin = new URL(originUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const server = createSecureServer(
    {
      key: readFileSync(`${TLS_FIXTURES}station-test.key`),
      cert: readFileSync(`${TLS_FIXTURES}station-test.crt`),
      allowHTTP1: true,
    },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (!name.startsWith(':') && value !== undefined && !CONNECTION_HEADERS.has(name)) headers[name] = value;
      headers.host = origin.host;
      const forwarded = request(
        { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers, agent },
        (answer) => {
          const answerHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined && !CONNECTION_HEADERS.has(name)) answerHeaders[name] = value;
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => {
        if (!res.headersSent) res.writeHead(constants.HTTP_STATUS_BAD_GATEWAY);
        res.end();
      });
      req.pipe(forwarded);
    },
  );
  // Each browser's HTTP/2 session, ended at the stop (a server closes only once its sessions have).
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((closed) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => closed());
      }),
  };
}
