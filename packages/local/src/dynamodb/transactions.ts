import { callDynalite, errorType, type RawResponse } from './raw-client.ts';

type AttributeMap = Record<string, unknown>;
interface TransactItem {
  Put?: AttributeMap;
  Update?: AttributeMap;
  Delete?: AttributeMap;
  ConditionCheck?: AttributeMap;
}

/**
 * dynalite has no TransactWriteItems (architect/dynalite#151). This runs the items one by one
 * behind a process-wide lock, each with its own condition, and puts every touched item back as it
 * was when one fails, answering TransactionCanceledException with per-item reasons like DynamoDB.
 * Not atomic against writes outside transactions; good enough for one local process.
 *
 * As DynamoDB does, a transaction that names an item another transaction is changing at that moment
 * (running, or waiting for the lock here) is cancelled at once with the reason `TransactionConflict`
 * on that item and nothing written: the caller tries again (`transact` in the data layer). Queuing it
 * instead, as this shim once did, hid from the tests a refusal every concurrent write meets in AWS.
 */
export class TransactionShim {
  private queue: Promise<unknown> = Promise.resolve();
  private keySchemas = new Map<string, string[]>();
  /** The items of the transactions running or waiting, by table and key. */
  private itemsInFlight = new Map<string, number>();

  constructor(private readonly port: number) {}

  private locked<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async keyNames(table: string): Promise<string[]> {
    const cached = this.keySchemas.get(table);
    if (cached) return cached;
    const described = JSON.parse((await callDynalite(this.port, 'DescribeTable', { TableName: table })).body) as {
      Table: { KeySchema: { AttributeName: string }[] };
    };
    const names = described.Table.KeySchema.map((key) => key.AttributeName);
    this.keySchemas.set(table, names);
    return names;
  }

  /** DescribeTable's error (ResourceNotFoundException) for the first table of `tables` that does not exist, as DynamoDB answers a transaction naming one. */
  private async missingTable(tables: string[]): Promise<RawResponse | undefined> {
    for (const table of new Set(tables)) {
      if (this.keySchemas.has(table)) continue;
      const response = await callDynalite(this.port, 'DescribeTable', { TableName: table });
      if (errorType(response)) return response;
    }
    return undefined;
  }

  private async keyOf(kind: string, input: AttributeMap): Promise<AttributeMap> {
    if (kind !== 'Put') return input.Key as AttributeMap;
    const item = input.Item as AttributeMap;
    return Object.fromEntries((await this.keyNames(String(input.TableName))).map((name) => [name, item[name]]));
  }

  private async restore(table: string, key: AttributeMap, original: AttributeMap | undefined): Promise<void> {
    if (original) await callDynalite(this.port, 'PutItem', { TableName: table, Item: original });
    else await callDynalite(this.port, 'DeleteItem', { TableName: table, Key: key });
  }

  /** Each item's table and key, as one string: DynamoDB's conflicts are per item. */
  private async itemIds(items: readonly TransactItem[]): Promise<string[]> {
    return Promise.all(
      items.map(async (item) => {
        const [kind, input] = Object.entries(item)[0] as [string, AttributeMap];
        const key = await this.keyOf(kind, input);
        const names = await this.keyNames(String(input.TableName));
        return JSON.stringify([input.TableName, ...names.map((name) => key[name])]);
      }),
    );
  }

  async transactWrite(body: string): Promise<RawResponse> {
    const { TransactItems } = JSON.parse(body) as { TransactItems: TransactItem[] };
    const missing = await this.missingTable(TransactItems.map((item) => String(Object.values(item)[0]?.TableName)));
    if (missing) return missing;
    const ids = await this.itemIds(TransactItems);
    if (ids.some((id) => this.itemsInFlight.has(id))) return conflict(ids.map((id) => this.itemsInFlight.has(id)));
    for (const id of ids) this.itemsInFlight.set(id, (this.itemsInFlight.get(id) ?? 0) + 1);
    try {
      return await this.writeAll(TransactItems);
    } finally {
      for (const id of ids) {
        const left = (this.itemsInFlight.get(id) ?? 1) - 1;
        if (left > 0) this.itemsInFlight.set(id, left);
        else this.itemsInFlight.delete(id);
      }
    }
  }

  private writeAll(TransactItems: TransactItem[]): Promise<RawResponse> {
    return this.locked(async () => {
      const touched: { table: string; key: AttributeMap; original: AttributeMap | undefined }[] = [];
      for (const [index, item] of TransactItems.entries()) {
        const [kind, rawInput] = Object.entries(item)[0] as [string, AttributeMap];
        const { ReturnValuesOnConditionCheckFailure: _ignored, ...input } = rawInput;
        const table = String(input.TableName);
        const key = await this.keyOf(kind, input);
        const before = JSON.parse(
          (await callDynalite(this.port, 'GetItem', { TableName: table, Key: key, ConsistentRead: true })).body,
        ) as { Item?: AttributeMap };
        const target = kind === 'Put' ? 'PutItem' : kind === 'Delete' ? 'DeleteItem' : 'UpdateItem';
        const call =
          kind === 'ConditionCheck'
            ? {
                ...input,
                UpdateExpression: 'REMOVE #mp_tx_noop',
                ExpressionAttributeNames: {
                  ...(input.ExpressionAttributeNames as AttributeMap | undefined),
                  '#mp_tx_noop': 'mp_tx_noop',
                },
              }
            : input;
        const response = await callDynalite(this.port, target, call);
        const failure = errorType(response);
        if (failure) {
          for (const done of touched.reverse()) await this.restore(done.table, done.key, done.original);
          if (failure !== 'ConditionalCheckFailedException') return response;
          return cancelled(
            TransactItems.map((_, i) =>
              i === index
                ? { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }
                : { Code: 'None' },
            ),
          );
        }
        if (kind === 'ConditionCheck') await this.restore(table, key, before.Item);
        else touched.push({ table, key, original: before.Item });
      }
      return { status: 200, headers: {}, body: '{}' };
    });
  }

  async transactGet(body: string): Promise<RawResponse> {
    const { TransactItems } = JSON.parse(body) as { TransactItems: { Get: AttributeMap }[] };
    const missing = await this.missingTable(TransactItems.map((item) => String(item.Get.TableName)));
    if (missing) return missing;
    const responses = [];
    for (const { Get } of TransactItems) {
      const { ProjectionExpression, ExpressionAttributeNames, TableName, Key } = Get;
      const result = JSON.parse(
        (
          await callDynalite(this.port, 'GetItem', {
            TableName,
            Key,
            ProjectionExpression,
            ExpressionAttributeNames,
            ConsistentRead: true,
          })
        ).body,
      ) as { Item?: AttributeMap };
      responses.push(result.Item ? { Item: result.Item } : {});
    }
    return { status: 200, headers: {}, body: JSON.stringify({ Responses: responses }) };
  }
}

/** DynamoDB's answer to a cancelled transaction, with a reason per item in the request's order. */
function cancelled(reasons: readonly { Code: string; Message?: string }[]): RawResponse {
  return {
    status: 400,
    headers: {},
    body: JSON.stringify({
      __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
      CancellationReasons: reasons,
    }),
  };
}

/** A transaction cancelled for another one in progress on some of its items (`inConflict`, per item). */
const conflict = (inConflict: readonly boolean[]): RawResponse =>
  cancelled(
    inConflict.map((conflicting) =>
      conflicting ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' },
    ),
  );
