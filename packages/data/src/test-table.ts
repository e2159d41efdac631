import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { LOCAL_TABLE, provisionTable, startDynamoDb } from '@masterport/local/table-emulator';
import { createDb, type Db } from './db.ts';

/**
 * For the data layer's unit tests: the local cloud's DynamoDB (dynalite behind its transaction
 * shim), in process, with the table made from the definition the CDK app reads. Started in a
 * test file's beforeAll, stopped in its afterAll. Other packages' tests enter it as
 * `@masterport/data/test-table`; nothing in production imports it.
 */
export async function startTestTable(): Promise<{ db: Db; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'masterport-data-'));
  // The TTL sweep is left to a test that asks for it: an hour apart, it never runs during one.
  const server = await startDynamoDb({ dataDir, port: 0, sweepEveryMs: 3_600_000 });
  await provisionTable(server.endpoint);
  const db = createDb(
    LOCAL_TABLE,
    new DynamoDBClient({
      endpoint: server.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    }),
  );
  return {
    db,
    async stop() {
      db.client.destroy();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test table around the calling test file: started before its tests, stopped after them. The
 * handle is read in the tests (`table.db`), once it exists.
 */
export function useTestTable(): { readonly db: Db } {
  let started: Awaited<ReturnType<typeof startTestTable>> | undefined;
  beforeAll(async () => {
    started = await startTestTable();
  });
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get db() {
      if (!started) throw new Error('The test table is read before it started (use it inside a test).');
      return started.db;
    },
  };
}
