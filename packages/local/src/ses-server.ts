import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import sesLocalModule from 'aws-ses-v2-local';
import { guarded, jsonInternalError, logFailure, requestUrl } from './guard.ts';
import { connections, stoppable } from './shutdown.ts';

type SesLocal = (options: { host: string; port: number }) => Promise<Server>;
// CommonJS `exports.default`: the ESM default import is the namespace object.
const sesLocal = ((sesLocalModule as unknown as { default?: SesLocal }).default ??
  sesLocalModule) as unknown as SesLocal;

/** The emulator's Express application: the request listener of its server, which takes error handlers like any. */
type ExpressApp = ((req: IncomingMessage, res: ServerResponse) => void) & {
  use: (
    handler: (error: unknown, req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
  ) => void;
};

export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * SES on loopback: sends are kept in memory and read back from `/store` (the local mail page).
 * The emulator's own answers stand, but nothing a request carries can stop the process: a body it
 * cannot read answers SES's 400 BadRequestException (Express would log the body, which may hold a
 * mail's links), a request target that is no URL 400, and a failure 500 (guarded).
 */
export async function startSes(options: { port: number }) {
  const server = await sesLocal({ host: '127.0.0.1', port: options.port });
  const app = server.listeners('request')[0] as ExpressApp;
  app.use((error, _req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    if (res.headersSent) return void res.destroy();
    if (typeof status === 'number' && status >= 400 && status < 500)
      return json(res, status, { __type: 'BadRequestException', message: 'The request could not be read.' });
    logFailure('Local SES: a request failed', error);
    json(res, 500, { __type: 'InternalFailure', message: 'Internal failure' });
  });
  const address = server.address();
  const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}`;
  const mails = async (): Promise<StoredMail[]> => {
    const response = await fetch(`${endpoint}/store`);
    return ((await response.json()) as { emails: StoredMail[] }).emails;
  };
  server.removeAllListeners('request');
  server.on(
    'request',
    guarded(
      'Local SES',
      async (req: IncomingMessage, res: ServerResponse) => {
        const url = requestUrl(req);
        if (!url) return json(res, 400, { __type: 'BadRequestException', message: 'Bad Request' });
        // The emulator answers an unknown message's .eml twice, and the second answer throws outside
        // any handler (an unhandled rejection, the end of the process): an unknown one is answered here.
        if (url.pathname === '/get-emlContent') {
          const id = url.searchParams.get('messageId');
          if (!id || !(await mails()).some((mail) => mail.messageId === id))
            return json(res, 400, { message: 'Email not found within the store' });
        }
        app(req, res);
      },
      jsonInternalError('InternalFailure', 'Internal failure'),
    ),
  );
  // After the listeners are replaced (its count of requests in flight is a listener too); listening
  // already, but no client of ours knows the port before this function answers.
  const stopper = stoppable(server);
  return {
    endpoint,
    mails,
    /** Ends every connection; answers what it had to end. */
    stop: async (): Promise<string[]> => connections('SES', await stopper.stop()),
  };
}
