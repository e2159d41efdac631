import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AdIdCodeAnswer } from '@masterport/core/ad-codes';
import { guarded, jsonInternalError, requestUrl } from '../guard.ts';
import { listenOnLoopback } from '../ports.ts';
import { connections, stoppable } from '../shutdown.ts';
import { KNOWN_AD_ID_CODES, RESTRICTED_AD_ID_CODES } from './known-codes.ts';

/**
 * The local cloud's Ad-ID registry: the code look-up the adapter calls (`GET /codes/{code}` with the
 * `x-api-key` we were issued), answered as we take the registry to answer it (docs/ad-codes.md): the
 * code's facts, its parent company only for a code kept out of outlets' access, 404 for a code it
 * does not know, 401 without our key. Its table is the seeded codes; tests add their own and can make
 * it stop answering.
 */
export interface AdIdRegistryOptions {
  port: number;
  /** The key the API must send. */
  apiKey: string;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The codes the registry knows: the seeded ones, keyed by code. */
const seededCodes = () =>
  new Map<string, AdIdCodeAnswer>([...KNOWN_AD_ID_CODES, ...RESTRICTED_AD_ID_CODES].map((code) => [code.adId, code]));

export async function startAdIdRegistry(options: AdIdRegistryOptions) {
  const codes = seededCodes();
  let failing = false;
  let lookups = 0;
  const server = createServer();
  server.on(
    'request',
    guarded(
      'Local Ad-ID registry',
      (req: IncomingMessage, res: ServerResponse) => {
        const url = requestUrl(req);
        if (!url) return json(res, 400, { message: 'Bad Request' });
        const match = /^\/codes\/([^/]+)$/.exec(url.pathname);
        if (req.method !== 'GET' || !match) return json(res, 404, { message: 'Not Found' });
        if (req.headers['x-api-key'] !== options.apiKey) return json(res, 401, { message: 'Unauthorized' });
        lookups += 1;
        if (failing) return json(res, 503, { message: 'Service Unavailable' });
        let code: string;
        try {
          code = decodeURIComponent(match[1]!).toUpperCase();
        } catch {
          return json(res, 400, { message: 'Bad Request' });
        }
        const known = codes.get(code);
        if (!known) return json(res, 404, { message: 'Ad-ID not found' });
        return json(res, 200, known);
      },
      jsonInternalError('InternalError', 'Internal Server Error'),
    ),
  );
  const stopper = stoppable(server);
  const port = await listenOnLoopback(server, options.port);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The look-up base the adapter is configured with. */
    apiUrl: endpoint,
    /** Registers a code as the registry would answer it (tests). */
    addCode: (answer: AdIdCodeAnswer) => void codes.set(answer.adId.toUpperCase(), answer),
    /** Makes the registry answer 503 until told otherwise (our `unavailable` answer). */
    setFailing: (value: boolean) => void (failing = value),
    /** How many look-ups reached it with our key. */
    lookupCount: () => lookups,
    stop: async (): Promise<string[]> => connections('Ad-ID registry', await stopper.stop()),
  };
}

export type LocalAdIdRegistry = Awaited<ReturnType<typeof startAdIdRegistry>>;
