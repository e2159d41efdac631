import { request } from 'node:http';

export interface RawResponse {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Sends one DynamoDB JSON-protocol call to dynalite, as the SDK would (target header + JSON body). */
export function callDynalite(
  port: number,
  target: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        headers: {
          ...headers,
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': `DynamoDB_20120810.${target}`,
          'content-length': Buffer.byteLength(body),
          // dynalite checks that a signature is present, not that it is right
          authorization:
            headers.authorization ??
            'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
          'x-amz-date': headers['x-amz-date'] ?? '20260101T000000Z',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 500,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const errorType = (response: RawResponse): string | undefined => {
  if (response.status < 400) return undefined;
  try {
    return String((JSON.parse(response.body) as { __type?: string }).__type ?? '')
      .split('#')
      .pop();
  } catch {
    return 'UnknownError';
  }
};
