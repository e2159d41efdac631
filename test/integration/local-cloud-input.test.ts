import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient } from './support/client.ts';

/**
 * Writes one raw HTTP/1.1 request, as no HTTP client would send it, and reads the answer's status
 * line; 'no answer' when the server closes without one or says nothing within 5 seconds.
 */
function rawRequest(endpoint: string, request: string): Promise<string> {
  const { hostname, port } = new URL(endpoint);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const done = () => {
      socket.destroy();
      resolve(received.split('\r\n')[0] || 'no answer');
    };
    socket.setTimeout(5000, done);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) done();
    });
    socket.on('end', done);
    socket.on('error', done);
    socket.write(request, 'latin1');
  });
}

const http = (requestLine: string, headers: Record<string, string> = {}, body = '') =>
  `${requestLine} HTTP/1.1\r\n${Object.entries({
    host: 'localhost',
    connection: 'close',
    ...headers,
    ...(body || requestLine.startsWith('POST') ? { 'content-length': String(Buffer.byteLength(body, 'latin1')) } : {}),
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n${body}`;

/** Request targets that are no URL, or whose percent-encoding is malformed: every server gets them. */
const MALFORMED_TARGETS = [
  http('GET http://[/'),
  http('GET //['),
  http('GET http://example.test:99999/x'),
  http('GET /%ZZ/%ZZ?%ZZ=%ZZ'),
  http('PUT /%ZZ/%ZZ', { 'x-amz-copy-source': '%ZZ', 'x-amz-storage-class': 'GLACIER' }),
  http('POST /', { 'content-type': 'text/plain' }, '\u0000\u00ff{junk'),
];

/** A service speaking the AWS JSON protocol, sent bodies that are not JSON, not objects, or of the wrong shape. */
const jsonProtocol = (target: string, contentType: string, shapes: string[]) => [
  ...['{junk', 'null', '[]', '"text"', '{"__proto__":{"x":1}}', ...shapes].map((body) =>
    http('POST /', { 'content-type': contentType, 'x-amz-target': target }, body),
  ),
  http('POST /', { 'content-type': 'application/xml', 'x-amz-target': target }, '<junk'),
];

const endpoints = inject('emulatorEndpoints');

const SERVERS: { name: string; endpoint: string; requests: string[] }[] = [
  {
    name: 'API (API Gateway stand-in, local mail page)',
    endpoint: inject('baseUrl'),
    requests: [
      http('GET /_local/mail/%ZZ'),
      http('GET /api/user/playlists/get-details/%ZZ'),
      http('GET /api/%ZZ?%ZZ'),
      http(
        'POST /api/authenticate/login',
        { 'content-type': 'application/json', 'x-masterport-client': 'web' },
        '{junk',
      ),
      http(
        'POST /api/authenticate/login',
        { 'content-type': 'text/plain', 'x-masterport-client': 'web' },
        '{"email":"a@b.c"}',
      ),
      http(
        'POST /api/authenticate/login',
        { 'content-type': 'application/json', 'x-masterport-client': 'web' },
        '[null, {"__proto__": 1}]',
      ),
    ],
  },
  {
    name: 'S3',
    endpoint: endpoints.s3,
    requests: [
      http('GET /masterport-sources/%ZZ?uploadId=x'),
      http('POST /masterport-sources/key?uploadId=nope', { 'content-type': 'application/xml' }, '<junk'),
      http('POST /masterport-sources/%ZZ?restore', { 'content-type': 'application/xml' }, '<junk'),
      http('PUT /masterport-sources/key', {
        'x-amz-copy-source': '/masterport-sources/%E0%A4%A',
        'x-amz-storage-class': 'GLACIER',
      }),
    ],
  },
  {
    name: 'DynamoDB',
    endpoint: endpoints.dynamodb,
    requests: [
      ...jsonProtocol('DynamoDB_20120810.TransactWriteItems', 'application/x-amz-json-1.0', [
        '{"TransactItems":[{}]}',
        '{"TransactItems":[{"Put":{"TableName":"no-such-table","Item":{}}}]}',
        '{"TransactItems":"x"}',
      ]),
      ...jsonProtocol('DynamoDB_20120810.TransactGetItems', 'application/x-amz-json-1.0', [
        '{"TransactItems":[{"Get":null}]}',
        '{"TransactItems":[{"Get":{"TableName":"no-such-table","Key":{}}}]}',
      ]),
      ...jsonProtocol('DynamoDB_20120810.UpdateTimeToLive', 'application/x-amz-json-1.0', [
        '{"TableName":"__proto__","TimeToLiveSpecification":null}',
      ]),
      ...jsonProtocol('DynamoDB_20120810.DescribeTimeToLive', 'application/x-amz-json-1.0', ['{"TableName":7}']),
      ...jsonProtocol('DynamoDB_20120810.GetItem', 'application/x-amz-json-1.0', [
        '{"TableName":"masterport-local","Key":{"pk":{"S":"x"}}}',
      ]),
    ],
  },
  {
    name: 'Step Functions',
    endpoint: endpoints.sfn,
    requests: [
      ...jsonProtocol('AWSStepFunctions.StartExecution', 'application/x-amz-json-1.0', [
        '{"stateMachineArn":"x","input":"{"}',
        '{"stateMachineArn":{},"name":[]}',
        '{"input":"{}"}',
      ]),
      ...jsonProtocol('AWSStepFunctions.DescribeExecution', 'application/x-amz-json-1.0', ['{"executionArn":["x"]}']),
      ...jsonProtocol('AWSStepFunctions.ListExecutions', 'application/x-amz-json-1.0', ['{"stateMachineArn":1}']),
    ],
  },
  {
    name: 'Cognito',
    endpoint: endpoints.cognito,
    requests: [
      ...jsonProtocol('AWSCognitoIdentityProviderService.InitiateAuth', 'application/x-amz-json-1.1', [
        '{"AuthFlow":[],"ClientId":{},"AuthParameters":"x"}',
      ]),
      ...jsonProtocol('AWSCognitoIdentityProviderService.GetUser', 'application/x-amz-json-1.1', [
        '{"AccessToken":"%%%.%%%.%%%"}',
      ]),
      ...jsonProtocol('AWSCognitoIdentityProviderService.RevokeToken', 'application/x-amz-json-1.1', [
        '{"Token":5,"ClientId":null}',
      ]),
      http('GET /%ZZ/.well-known/jwks.json'),
    ],
  },
  {
    name: 'SES',
    endpoint: endpoints.ses,
    requests: [
      http('GET /get-emlContent?messageId=no-such-mail'),
      http('GET /get-emlContent'),
      http('GET /store?since=yesterday'),
      ...['{junk', 'null', '{"Content":{"Raw":{"Data":"!!!"}},"FromEmailAddress":1}'].map((body) =>
        http(
          'POST /v2/email/outbound-emails',
          { 'content-type': 'application/json', authorization: 'AWS4-HMAC-SHA256 Credential=local' },
          body,
        ),
      ),
      http(
        'POST /',
        { 'content-type': 'application/x-www-form-urlencoded', authorization: 'AWS4-HMAC-SHA256 Credential=local' },
        'Action=SendRawEmail&RawMessage.Data=%ZZ%00',
      ),
    ],
  },
];

/** What each server answers to an ordinary request of the platform's, once the malformed ones are sent. */
const DYNAMO_HEADERS = {
  'content-type': 'application/x-amz-json-1.0',
  authorization:
    'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
  'x-amz-date': '20260101T000000Z',
};
async function ordinaryRequestStatus(name: string): Promise<number> {
  if (name.startsWith('API'))
    return (await new ApiClient().post('authenticate/login', { email: DEMO_USERS[0].email, password: DEMO_PASSWORD }))
      .status;
  if (name === 'S3')
    return (await fetch(`${endpoints.s3}/masterport-sources/never-written-key`, { method: 'HEAD' })).status;
  if (name === 'DynamoDB')
    return (
      await fetch(endpoints.dynamodb, {
        method: 'POST',
        headers: { ...DYNAMO_HEADERS, 'x-amz-target': 'DynamoDB_20120810.DescribeTimeToLive' },
        body: JSON.stringify({ TableName: inject('tableName') }),
      })
    ).status;
  if (name === 'Step Functions')
    return (
      await fetch(endpoints.sfn, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AWSStepFunctions.ListExecutions' },
        body: '{"stateMachineArn":"arn:aws:states:us-east-1:000000000000:stateMachine:none"}',
      })
    ).status;
  if (name === 'Cognito') return (await fetch(`${endpoints.cognito}/health`)).status;
  return (await fetch(`${endpoints.ses}/store`)).status;
}

describe('the local cloud under malformed requests', () => {
  it.each(SERVERS)(
    '$name answers every malformed request with a 4xx as AWS would, and keeps serving',
    async ({ name, endpoint, requests }) => {
      // Act: every malformed request, one connection each, as an attacker would send them.
      const answers = [];
      for (const request of [...MALFORMED_TARGETS, ...requests])
        answers.push({ request: request.split('\r\n')[0], status: await rawRequest(endpoint, request) });

      // Assess: an answer to each (a crash answers nothing and stops the whole run), refused as AWS
      // refuses it; cognito-local, a third party's emulator, answers features it lacks 500 as its own.
      for (const { request, status } of answers) {
        expect(status, `${name}: ${request}`).toMatch(
          name === 'Cognito' ? /^HTTP\/1\.1 [45]\d\d / : /^HTTP\/1\.1 4\d\d /,
        );
      }
      expect(await ordinaryRequestStatus(name), `${name} still answers an ordinary request`).toBeLessThan(500);
    },
  );

  it("answers the malformed percent-encoding of a path 400 with the service's own error", async () => {
    // Act
    const s3 = await fetch(`${endpoints.s3}/masterport-sources/%ZZ`);
    const api = await fetch(`${inject('baseUrl')}/api/user/playlists/get-details/%ZZ`);
    const mail = await fetch(`${inject('baseUrl')}/_local/mail/%ZZ`);

    // Assess: S3's InvalidURI, API Gateway's Bad Request, the mail page's own 400.
    expect([s3.status, await s3.text()]).toEqual([400, expect.stringContaining('<Code>InvalidURI</Code>')]);
    expect([api.status, await api.json()]).toEqual([400, { message: 'Bad Request' }]);
    expect(mail.status).toBe(400);
  });
});
