import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The table handle every access-pattern function takes. */
export interface Db {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
}

/** The endpoint comes from AWS_ENDPOINT_URL_DYNAMODB on the local cloud, from the region in AWS. */
export function createDb(tableName: string): Db {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { client, tableName };
}

export const nowIso = (): string => new Date().toISOString();
export const epochSeconds = (date = new Date()): number => Math.floor(date.getTime() / 1000);
