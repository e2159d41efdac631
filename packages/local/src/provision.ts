import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { CognitoIdentityProviderClient, CreateUserPoolClientCommand, CreateUserPoolCommand, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_MIN, SESSION_DAYS } from '@masterport/contract';
import { TABLE_DEFINITION } from '@masterport/data';

export const LOCAL_TABLE = 'masterport-local';
export const LOCAL_BUCKETS = { sources: 'masterport-sources', outputs: 'masterport-outputs', documents: 'masterport-documents' } as const;

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The table from the same definition the CDK data stack reads, created once. */
export async function provisionTable(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: LOCAL_TABLE }));
  } catch {
    const { partitionKey, sortKey, globalSecondaryIndexes } = TABLE_DEFINITION;
    const attributes = new Set<string>([partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])]);
    await client.send(new CreateTableCommand({
      TableName: LOCAL_TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [{ AttributeName: partitionKey, KeyType: 'HASH' }, { AttributeName: sortKey, KeyType: 'RANGE' }],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [{ AttributeName: index.partitionKey, KeyType: 'HASH' }, { AttributeName: index.sortKey, KeyType: 'RANGE' }],
        Projection: { ProjectionType: 'ALL' },
      })),
    }));
  }
  await client.send(new UpdateTimeToLiveCommand({ TableName: LOCAL_TABLE, TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.timeToLiveAttribute, Enabled: true } }));
  client.destroy();
}

interface PoolState { userPoolId: string; userPoolClientId: string }

/** The user pool with the CDK app's settings (e-mail as username, password policy, token validity). */
export async function provisionUserPool(endpoint: string, dataDir: string): Promise<PoolState> {
  const stateFile = join(dataDir, 'user-pool.json');
  const client = new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials });
  try {
    if (existsSync(stateFile)) {
      const state = JSON.parse(readFileSync(stateFile, 'utf8')) as PoolState;
      await client.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }));
      return state;
    }
    const { UserPool } = await client.send(new CreateUserPoolCommand({
      PoolName: 'masterport-local',
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: PASSWORD_MIN, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false } },
    }));
    const { UserPoolClient } = await client.send(new CreateUserPoolClientCommand({
      UserPoolId: UserPool!.Id!, ClientName: 'masterport-api', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      RefreshTokenValidity: SESSION_DAYS, TokenValidityUnits: { RefreshToken: 'days' },
    }));
    const state = { userPoolId: UserPool!.Id!, userPoolClientId: UserPoolClient!.ClientId! };
    writeFileSync(stateFile, JSON.stringify(state));
    return state;
  } finally {
    client.destroy();
  }
}
