import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { createDb, nowIso, updateMasterFields, type MasterItem } from '@masterport/data';

/**
 * Local executions live in memory, so a restart loses the running ones. Masters left running are
 * marked as failed at their stage, which lets their owner restart processing from the master page,
 * and a transcript they were making as unavailable.
 * (In AWS, executions outlive any process; this gap is the emulator's.)
 */
export async function recoverInterruptedRuns(endpoint: string, tableName: string): Promise<number> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const db = createDb(tableName);
  let recovered = 0;
  let start: Record<string, never> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#type = :master AND is_running = :yes',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':master': { S: 'master' }, ':yes': { BOOL: true } },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const master = unmarshall(item) as Pick<MasterItem, 'id' | 'status' | 'transcript'>;
      await updateMasterFields(db, master.id, {
        is_running: false,
        processing_error: { code: 'processing_failed', step: master.status, at: nowIso() },
        // A transcript the lost run was making will not come (docs/transcripts.md).
        ...(master.transcript?.status === 'running'
          ? { transcript: { ...master.transcript, status: 'unavailable' as const, made_on: nowIso() } }
          : {}),
        modified_on: nowIso(),
      });
      recovered += 1;
    }
    start = page.LastEvaluatedKey as Record<string, never> | undefined;
  } while (start);
  client.destroy();
  return recovered;
}
