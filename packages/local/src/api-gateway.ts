import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ROUTES, routeKey, type Area, type RouteDefinition } from '@masterport/contract';
import { logFailure, requestUrl } from './guard.ts';

type AreaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  route: RouteDefinition;
  key: string;
  pattern: RegExp;
  params: string[];
  literalSegments: number;
}

function compile(route: RouteDefinition): CompiledRoute {
  const params: string[] = [];
  const segments = `api/${route.path}`.split('/');
  const source = segments
    .map((segment) => {
      const param = segment.match(/^\{(\w+)\}$/)?.[1];
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param);
      return '([^/]+)';
    })
    .join('/');
  return {
    route,
    key: routeKey(route),
    pattern: new RegExp(`^/${source}$`),
    params,
    literalSegments: segments.length - params.length,
  };
}

const COMPILED = ROUTES.map(compile);

const decodePathSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * API Gateway's rule: among matching routes, the most specific (most literal segments) wins.
 * `pathParameters` is undefined when a parameter's percent-encoding is malformed.
 */
export function matchRoute(
  method: string,
  path: string,
): { compiled: CompiledRoute; pathParameters: Record<string, string> | undefined } | undefined {
  type Match = { compiled: CompiledRoute; pathParameters: Record<string, string> | undefined };
  const matches = COMPILED.flatMap((compiled): Match[] => {
    if (compiled.route.method !== method) return [];
    const match = compiled.pattern.exec(path);
    if (!match) return [];
    const values = compiled.params.map((name, i) => [name, decodePathSegment(match[i + 1] ?? '')] as const);
    // A segment whose percent-encoding is malformed matches no route: API Gateway answers 400 Bad Request.
    if (values.some(([, value]) => value === undefined)) return [{ compiled, pathParameters: undefined }];
    return [{ compiled, pathParameters: Object.fromEntries(values) as Record<string, string> }];
  });
  return matches.sort((a, b) => b.compiled.literalSegments - a.compiled.literalSegments)[0];
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Like API Gateway: text bodies as they are, anything else base64-encoded. */
const bodyOf = (body: Buffer, contentType: string | undefined) => {
  if (!body.length) return { isBase64Encoded: false };
  return /json|text|x-www-form-urlencoded/.test(contentType ?? '')
    ? { body: body.toString('utf8'), isBase64Encoded: false }
    : { body: body.toString('base64'), isBase64Encoded: true };
};

const fakeContext = (area: Area): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: `masterport-api-${area}`,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:masterport-api-${area}`,
  memoryLimitInMB: '1024',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/masterport-api-${area}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 29_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

/**
 * The API Gateway stand-in: builds the HTTP API v2 event of a request from the route table and
 * invokes the area's Lambda handler in process, as API Gateway would invoke the function.
 */
export function createApiGateway(loadArea: (area: Area) => Promise<AreaHandler>) {
  const answer = (res: ServerResponse, status: number, message: string) => {
    if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message }));
  };
  const invoke = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // A request target that is no URL (`http://[/`) is API Gateway's 400 Bad Request.
    const url = requestUrl(req);
    if (!url) return answer(res, 400, 'Bad Request');
    const method = (req.method ?? 'GET').toUpperCase();
    const matched = matchRoute(method, url.pathname);
    if (!matched) return answer(res, 404, 'Not Found');
    if (!matched.pathParameters) return answer(res, 400, 'Bad Request');
    const body = await readBody(req);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name !== 'cookie' && value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const cookies = (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean);
    const now = Date.now();
    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey: matched.compiled.key,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      ...(cookies.length ? { cookies } : {}),
      headers,
      ...(url.search ? { queryStringParameters: Object.fromEntries(url.searchParams) } : {}),
      ...(matched.compiled.params.length ? { pathParameters: matched.pathParameters } : {}),
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'local',
        http: {
          method,
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey: matched.compiled.key,
        stage: '$default',
        time: new Date(now).toUTCString(),
        timeEpoch: now,
      },
      ...bodyOf(body, headers['content-type']),
    };
    const handler = await loadArea(matched.compiled.route.area);
    const result = await handler(event, fakeContext(matched.compiled.route.area));
    const responseHeaders: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
    if (result.cookies?.length) responseHeaders['set-cookie'] = result.cookies;
    res.writeHead(result.statusCode ?? 200, responseHeaders);
    res.end(result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
  };
  // A function that throws is API Gateway's 500 "Internal Server Error", never the end of the local cloud.
  return (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    invoke(req, res).catch((error: unknown) => {
      // A client gone before its body ended (a test's teardown, a closed tab): no one to answer, no failure of a function.
      if (req.readableAborted) return;
      logFailure('API Gateway stand-in: the function failed', error);
      answer(res, 500, 'Internal Server Error');
    });
}
