import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateTableCommand, DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactGetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { startDynamoDb } from './dynamodb-server.ts';

let server: Awaited<ReturnType<typeof startDynamoDb>>;
let db: DynamoDBDocumentClient;
let dataDir: string;
const TableName = 'shim-test';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mp-ddb-'));
  server = await startDynamoDb({ dataDir, port: 0 });
  const client = new DynamoDBClient({
    endpoint: server.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  await client.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    }),
  );
  db = DynamoDBDocumentClient.from(client);
});

afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async (PK: string) => (await db.send(new GetCommand({ TableName, Key: { PK, SK: 'A' } }))).Item;

describe('the local DynamoDB transaction shim', () => {
  it('applies every item of a transaction whose conditions hold', async () => {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { PK: 'ok1', SK: 'A', n: 1 }, ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName, Item: { PK: 'ok2', SK: 'A', n: 2 }, ConditionExpression: 'attribute_not_exists(PK)' } },
        ],
      }),
    );
    expect(await get('ok1')).toMatchObject({ n: 1 });
    expect(await get('ok2')).toMatchObject({ n: 2 });
  });

  it('undoes the items already applied when a later condition fails, and names the failed item', async () => {
    await db.send(new PutCommand({ TableName, Item: { PK: 'taken', SK: 'A', owner: 'first' } }));
    await db.send(new PutCommand({ TableName, Item: { PK: 'counter', SK: 'A', n: 5 } }));
    const attempt = db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { PK: 'fresh', SK: 'A' }, ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Update: {
              TableName,
              Key: { PK: 'counter', SK: 'A' },
              UpdateExpression: 'SET n = n + :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          {
            Put: {
              TableName,
              Item: { PK: 'taken', SK: 'A', owner: 'second' },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons?.map((reason) => reason.Code)).toEqual([
      'None',
      'None',
      'ConditionalCheckFailed',
    ]);
    expect(await get('fresh')).toBeUndefined();
    expect(await get('counter')).toMatchObject({ n: 5 });
    expect(await get('taken')).toMatchObject({ owner: 'first' });
  });

  it('cancels a transaction naming an item another transaction is changing at that moment, as DynamoDB does (TransactionConflict)', async () => {
    // Prepare: two transactions sent together, sharing the item `shared`; a third touches other items.
    const both = (own: string) =>
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { PK: own, SK: 'A', n: 1 } } },
          {
            Update: {
              TableName,
              Key: { PK: 'shared', SK: 'A' },
              UpdateExpression: 'ADD n :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      });
    const apart = new TransactWriteCommand({
      TransactItems: [{ Put: { TableName, Item: { PK: 'apart', SK: 'A', n: 1 } } }],
    });

    // Act
    const results = await Promise.allSettled([db.send(both('first')), db.send(both('second')), db.send(apart)]);

    // Assess: one of the two landed whole; the other wrote nothing and names the shared item.
    const [first, second, third] = results;
    expect(third.status).toBe('fulfilled');
    const refused = [first, second].filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    const reason = (refused[0] as PromiseRejectedResult).reason as TransactionCanceledException;
    expect(reason).toBeInstanceOf(TransactionCanceledException);
    expect(reason.CancellationReasons?.map((each) => each.Code)).toEqual(['None', 'TransactionConflict']);
    expect((await get('shared'))?.n).toBe(1);
    const landed = first.status === 'fulfilled' ? 'first' : 'second';
    const cancelledOne = landed === 'first' ? 'second' : 'first';
    expect(await get(landed)).toMatchObject({ n: 1 });
    expect(await get(cancelledOne)).toBeUndefined();
  });

  it('evaluates a condition check without changing the item', async () => {
    await db.send(new PutCommand({ TableName, Item: { PK: 'checked', SK: 'A', state: 'open' } }));
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName,
              Key: { PK: 'checked', SK: 'A' },
              ConditionExpression: '#s = :open',
              ExpressionAttributeNames: { '#s': 'state' },
              ExpressionAttributeValues: { ':open': 'open' },
            },
          },
          { Put: { TableName, Item: { PK: 'after-check', SK: 'A' } } },
        ],
      }),
    );
    expect(await get('checked')).toEqual({ PK: 'checked', SK: 'A', state: 'open' });
    const failed = await db
      .send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName,
                Key: { PK: 'missing', SK: 'A' },
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
          ],
        }),
      )
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(TransactionCanceledException);
    expect(await get('missing')).toBeUndefined();
  });

  it('refuses a transaction of more than 100 actions as DynamoDB does, writing none of them', async () => {
    const items = Array.from({ length: 101 }, (_, index) => ({
      Put: { TableName, Item: { PK: `many${index}`, SK: 'A' } },
    }));
    const refused = await db.send(new TransactWriteCommand({ TransactItems: items })).catch((e: unknown) => e);
    expect((refused as Error).name).toBe('ValidationException');
    expect(await get('many0')).toBeUndefined();
    await db.send(new TransactWriteCommand({ TransactItems: items.slice(0, 100) }));
    expect(await get('many99')).toBeDefined();
  });

  it('reads several items with TransactGetItems', async () => {
    const { Responses } = await db.send(
      new TransactGetCommand({
        TransactItems: [
          { Get: { TableName, Key: { PK: 'ok1', SK: 'A' } } },
          { Get: { TableName, Key: { PK: 'nothing', SK: 'A' } } },
        ],
      }),
    );
    expect(Responses?.[0]?.Item).toMatchObject({ n: 1 });
    expect(Responses?.[1]?.Item).toBeUndefined();
  });

  it('deletes items whose TTL has passed when the sweeper runs', async () => {
    await new DynamoDBClient({
      endpoint: server.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }).send(
      new (await import('@aws-sdk/client-dynamodb')).UpdateTimeToLiveCommand({
        TableName,
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      }),
    );
    const now = Math.floor(Date.now() / 1000);
    await db.send(new PutCommand({ TableName, Item: { PK: 'expired', SK: 'A', ttl: now - 10 } }));
    await db.send(new PutCommand({ TableName, Item: { PK: 'alive', SK: 'A', ttl: now + 3600 } }));
    expect(await server.sweep()).toBe(1);
    expect(await get('expired')).toBeUndefined();
    expect(await get('alive')).toBeDefined();
  });
});
