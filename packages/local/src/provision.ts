import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ScanCommand,
  UpdateTimeToLiveCommand,
  type AttributeValue,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCESS_TOKEN_MINUTES, PASSWORD_MIN, SESSION_DAYS } from '@masterport/contract';
import { TABLE_DEFINITION } from '@masterport/data';

export const LOCAL_TABLE = 'masterport-local';
export const LOCAL_BUCKETS = {
  sources: 'masterport-sources',
  outputs: 'masterport-outputs',
  documents: 'masterport-documents',
} as const;

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type IndexDefinition = (typeof TABLE_DEFINITION.globalSecondaryIndexes)[number];
const indexSpec = (index: IndexDefinition) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});
const stringAttributes = (names: string[]) =>
  names.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

async function createTable(client: DynamoDBClient): Promise<void> {
  const { partitionKey, sortKey, globalSecondaryIndexes } = TABLE_DEFINITION;
  const attributes = new Set<string>([
    partitionKey,
    sortKey,
    ...globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ]);
  await client.send(
    new CreateTableCommand({
      TableName: LOCAL_TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: stringAttributes([...attributes]),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map(indexSpec),
    }),
  );
}

/** Copies every item out, recreates the table with today's indexes, and writes the items back. */
async function rebuildTable(client: DynamoDBClient): Promise<void> {
  const items: Record<string, AttributeValue>[] = [];
  let cursor: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: LOCAL_TABLE, ExclusiveStartKey: cursor }));
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  await client.send(new DeleteTableCommand({ TableName: LOCAL_TABLE }));
  await createTable(client);
  for (let start = 0; start < items.length; start += 25) {
    let pending: WriteRequest[] = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [LOCAL_TABLE]: pending } }),
      );
      pending = UnprocessedItems?.[LOCAL_TABLE] ?? [];
    }
  }
}

/**
 * The table from the same definition the CDK data stack reads, created once. A table kept in
 * `.data/` by an older version that lacks an index added since is rebuilt with its items (dynalite
 * cannot add an index to a table; CloudFormation does that in AWS).
 */
export async function provisionTable(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials });
  const existing = await client.send(new DescribeTableCommand({ TableName: LOCAL_TABLE })).catch(() => undefined);
  const present = new Set((existing?.Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const missing = TABLE_DEFINITION.globalSecondaryIndexes.some((index) => !present.has(index.indexName));
  if (!existing) await createTable(client);
  else if (missing) await rebuildTable(client);
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: LOCAL_TABLE,
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.timeToLiveAttribute, Enabled: true },
    }),
  );
  client.destroy();
}

interface PoolState {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * The app client's settings, the CDK app's lifetimes among them: short access tokens here too, so
 * the SPA's renewal is exercised locally. Given whole on every update, since UpdateUserPoolClient
 * resets what it is not given.
 */
const CLIENT_SETTINGS = {
  ClientName: 'masterport-api',
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  RefreshTokenValidity: SESSION_DAYS,
  AccessTokenValidity: ACCESS_TOKEN_MINUTES,
  IdTokenValidity: ACCESS_TOKEN_MINUTES,
  TokenValidityUnits: { RefreshToken: 'days', AccessToken: 'minutes', IdToken: 'minutes' },
} as const satisfies Omit<ConstructorParameters<typeof UpdateUserPoolClientCommand>[0], 'UserPoolId' | 'ClientId'>;

/**
 * The user pool with the CDK app's settings (e-mail as username, password policy, token validity).
 * A pool kept in the data folder from an earlier start gets today's client settings, so a client
 * made before access tokens were short-lived (cognito-local's default is a day) does not keep issuing
 * long ones.
 */
export async function provisionUserPool(endpoint: string, dataDir: string): Promise<PoolState> {
  const stateFile = join(dataDir, 'user-pool.json');
  const client = new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials });
  try {
    if (existsSync(stateFile)) {
      const state = JSON.parse(readFileSync(stateFile, 'utf8')) as PoolState;
      await client.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }));
      await client.send(
        new UpdateUserPoolClientCommand({
          UserPoolId: state.userPoolId,
          ClientId: state.userPoolClientId,
          ...CLIENT_SETTINGS,
          ExplicitAuthFlows: [...CLIENT_SETTINGS.ExplicitAuthFlows],
        }),
      );
      return state;
    }
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'masterport-local',
        UsernameAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_MIN,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
      }),
    );
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: UserPool!.Id!,
        ...CLIENT_SETTINGS,
        ExplicitAuthFlows: [...CLIENT_SETTINGS.ExplicitAuthFlows],
      }),
    );
    const state = { userPoolId: UserPool!.Id!, userPoolClientId: UserPoolClient!.ClientId! };
    writeFileSync(stateFile, JSON.stringify(state));
    return state;
  } finally {
    client.destroy();
  }
}
