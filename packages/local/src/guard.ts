import type { IncomingMessage, ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * What the local cloud logs of a failure: the error's class, message (cut short) and stack frames,
 * never the request (cookies, bearer tokens, bodies) nor the properties an error carries (an
 * `Invalid URL`'s input, an SDK error's request and response), which may hold secrets.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8);
  return [`${error.name}: ${error.message.slice(0, 200)}`, ...frames].join('\n');
}

export const logFailure = (label: string, error: unknown): void => console.error(`${label}: ${describeFailure(error)}`);

/**
 * Parses a request target as the servers of the local cloud read it; undefined when it is no URL
 * at all (`http://[/`, `//[`, an absolute form with a bad port), which AWS answers 400.
 */
export function requestUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', 'http://local');
  } catch {
    return undefined;
  }
}

/**
 * A request listener that cannot stop the process: a throw or a rejected promise is logged
 * (describeFailure) and answered with `internalError`, the service's own 500, unless an answer
 * has begun, which is then cut short. Every server of the local cloud runs its listener through it.
 */
export function guarded(label: string, listener: Listener, internalError: (res: ServerResponse) => void): Listener {
  const recover = (res: ServerResponse, error: unknown) => {
    logFailure(`${label}: a request failed`, error);
    try {
      if (res.headersSent) res.destroy();
      else internalError(res);
    } catch {
      res.destroy();
    }
  };
  return (req, res) => {
    try {
      const result = listener(req, res);
      if (result instanceof Promise) result.catch((error: unknown) => recover(res, error));
    } catch (error) {
      recover(res, error);
    }
  };
}

/** The 500 of services speaking JSON (API Gateway, SES v2, the JSON protocol of DynamoDB and Step Functions). */
export const jsonInternalError =
  (type: string, message = 'Internal Server Error', contentType = 'application/json') =>
  (res: ServerResponse) => {
    res.writeHead(500, { 'content-type': contentType });
    res.end(JSON.stringify(type ? { __type: type, message } : { message }));
  };
