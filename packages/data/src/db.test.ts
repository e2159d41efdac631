import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { createDb } from './db.ts';
import { BadCursorError, ConditionFailedError, TableBusyError, TransactionConflictError } from './errors.ts';

const metadata = { $metadata: {} };

/** A client whose every request is refused with `error`, as DynamoDB would answer (injected after signing, before sending). */
function refusing(error: Error): DynamoDBClient {
  const client = new DynamoDBClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
  client.middlewareStack.add(
    () => async () => {
      throw error;
    },
    { step: 'finalizeRequest', name: 'refuse' },
  );
  return client;
}

describe('Function: createDb (the table\u2019s error translation)', () => {
  it('turns a failed condition into ConditionFailedError', async () => {
    // Prepare
    const db = createDb(
      'table',
      refusing(new ConditionalCheckFailedException({ message: 'The conditional request failed', ...metadata })),
    );

    // Act
    const sent = db.client.send(
      new UpdateCommand({
        TableName: 'table',
        Key: { PK: 'a', SK: 'b' },
        UpdateExpression: 'SET x = :x',
        ExpressionAttributeValues: { ':x': 1 },
      }),
    );

    // Assess
    await expect(sent).rejects.toBeInstanceOf(ConditionFailedError);
  });

  it('names the items of a cancelled transaction whose conditions failed', async () => {
    // Prepare
    const db = createDb(
      'table',
      refusing(
        new TransactionCanceledException({
          message: 'Transaction cancelled',
          ...metadata,
          CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
        }),
      ),
    );

    // Act
    const error = await db.client
      .send(new TransactWriteCommand({ TransactItems: [] }))
      .catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(TransactionConflictError);
    expect((error as TransactionConflictError).failedItems).toEqual([1]);
  });

  it('turns throttling into TableBusyError and leaves other errors as they are', async () => {
    const get = new GetCommand({ TableName: 'table', Key: { PK: 'a', SK: 'b' } });
    const busy = createDb(
      'table',
      refusing(new ProvisionedThroughputExceededException({ message: 'slow down', ...metadata })),
    );
    await expect(busy.client.send(get)).rejects.toBeInstanceOf(TableBusyError);
    const broken = createDb('table', refusing(new Error('socket hang up')));
    await expect(broken.client.send(get)).rejects.toThrow('socket hang up');
  });
});

describe('Function: decodeCursor', () => {
  it('gives back the key a cursor was made from', () => {
    const key = { PK: 'MASTER#abc', SK: 'MASTER', GSI1PK: 'ACCOUNT#x#MASTERS', GSI1SK: '2026-01-01T00:00:00.000Z#abc' };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it('refuses a cursor it did not make', () => {
    for (const forged of [
      'not-base64!',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from(JSON.stringify({ PK: { S: 'x' } })).toString('base64url'),
    ]) {
      expect(() => decodeCursor(forged), forged).toThrow(BadCursorError);
    }
  });
});
