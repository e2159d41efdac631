import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCESS_TOKEN_MINUTES, SESSION_DAYS } from '@masterport/contract';
import { startCognito } from './cognito-server.ts';
import { freePort } from './ports.ts';
import { provisionUserPool } from './provision.ts';

let cognito: Awaited<ReturnType<typeof startCognito>>;
let client: CognitoIdentityProviderClient;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mp-pool-'));
  cognito = await startCognito({ dataDir, port: await freePort() });
  client = new CognitoIdentityProviderClient({
    endpoint: cognito.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
}, 30_000);

afterAll(async () => {
  client.destroy();
  await cognito.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local user pool', () => {
  it("gives a client kept from an earlier start today's token lifetimes", async () => {
    // Prepare: a data folder whose client issues day-long access tokens, as one made before they were short.
    const pool = await provisionUserPool(cognito.endpoint, dataDir);
    await client.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: pool.userPoolId,
        ClientId: pool.userPoolClientId,
        ClientName: 'masterport-api',
        AccessTokenValidity: 24,
        IdTokenValidity: 24,
        TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
      }),
    );

    // Act: the next start.
    const again = await provisionUserPool(cognito.endpoint, dataDir);

    // Assess: the same pool and client, with the CDK app's lifetimes.
    expect(again).toEqual(pool);
    const { UserPoolClient } = await client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: pool.userPoolId, ClientId: pool.userPoolClientId }),
    );
    expect(UserPoolClient).toMatchObject({
      AccessTokenValidity: ACCESS_TOKEN_MINUTES,
      IdTokenValidity: ACCESS_TOKEN_MINUTES,
      RefreshTokenValidity: SESSION_DAYS,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
  });
});
