import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDb, type Db } from '@masterport/data';
import { startDynamoDb } from './dynamodb/dynamodb-server.ts';
import { LOCAL_TABLE, provisionTable } from './provision.ts';

/**
 * The local cloud's DynamoDB (dynalite behind the transaction shim) and its table, for unit tests
 * (data's, and core's through core/src/testing): a rule's conditions meet the same emulator the
 * integration tests do. Only tests import this entry; nothing in production reaches the local cloud.
 */
export interface TestTable {
  db: Db;
  stop(): Promise<void>;
}

/**
 * The single table (keys and indexes from data's TABLE_DEFINITION) in this process, on a free
 * loopback port, its files in a folder of its own removed by `stop`: conditions, transactions and
 * indexes behave as in DynamoDB, and no test meets a mock of the table.
 */
export async function startTestTable(): Promise<TestTable> {
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
