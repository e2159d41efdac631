import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDb, type Db } from '@masterport/data';
import { LOCAL_TABLE, provisionTable, startDynamoDb } from '@masterport/local/table-emulator';

export interface FakeTable {
  db: Db;
  stop(): Promise<void>;
}

/**
 * The single table (keys and indexes from data's TABLE_DEFINITION) in the local cloud's DynamoDB,
 * in this process on a free loopback port: conditions, transactions and indexes behave as the
 * integration tests and DynamoDB see them, and a rule's test meets no mock of the table.
 */
export async function startFakeTable(): Promise<FakeTable> {
  const dataDir = mkdtempSync(join(tmpdir(), 'masterport-unit-table-'));
  const server = await startDynamoDb({ dataDir, port: 0, sweepEveryMs: 3_600_000 });
  await provisionTable(server.endpoint);
  const client = new DynamoDBClient({ endpoint: server.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'unit-test', secretAccessKey: 'unit-test' } });
  return {
    db: createDb(LOCAL_TABLE, client),
    async stop() {
      client.destroy();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
