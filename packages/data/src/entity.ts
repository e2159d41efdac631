import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { getItems, writeInBatches, type Db } from './db.ts';
import { ConditionFailedError, TransactionConflictError, TransactionRaceError } from './errors.ts';
import type { TABLE_DEFINITION } from './table-definition.ts';

/**
 * The table layer's base: every read and write an access pattern makes, written once (get, put,
 * put-if-absent, conditional update, delete, one page of a query with a cursor, every page of a
 * small partition, batch get, transaction). An entity declares how its items are stored
 * (`defineEntity`); its access patterns, in `entities/`, are named calls of these functions.
 * Each value is checked with the entity's zod schema on write as well as on read, so a bad item is
 * refused before it reaches the table, not found later by whoever reads it. DynamoDB's refusals
 * arrive as data's errors (errors.ts) through the client's middleware (db.ts).
 */

/** An item's primary key. */
export type TableKey = { PK: string; SK: string };

/** How one item kind is stored. */
export interface EntityDeclaration<Schema extends z.ZodType> {
  /** The `type` attribute every item of the kind carries (what a scan of the table tells apart). */
  readonly type: string;
  /** The one definition of the item's fields: written values and read items are parsed with it. */
  readonly schema: Schema;
  /** Where an item lives, from its own fields (keys.ts builds it); absent for kinds only ever updated in place. */
  readonly key?: (value: z.output<Schema>) => TableKey;
  /** The index keys (GSI1, GSI2) written with an item, when it is listed through an index. */
  readonly indexKeys?: (value: z.output<Schema>) => Record<string, string>;
  /** Attributes stored beside the fields that are not part of the value (a `ttl` derived from it). */
  readonly stored?: (value: z.output<Schema>) => Record<string, unknown>;
}

export interface Entity<Schema extends z.ZodType> extends EntityDeclaration<Schema> {
  /** The item as stored: keys, index keys, type, fields. Throws (ZodError) when the schema refuses the value. */
  item(value: z.output<Schema>): Record<string, unknown>;
  /**
   * The item stored at a key the value does not hold (a membership in an index partition, a cursor
   * remembered for a scope): keys.ts builds the key, the schema checks the value as `item` does.
   */
  itemAt(key: TableKey, value: z.output<Schema>): Record<string, unknown>;
  /** A stored item as the schema's value (throws on an item the schema refuses). */
  parse(stored: unknown): z.output<Schema>;
}

export type ValueOf<E> = E extends Entity<infer Schema> ? z.output<Schema> : never;

/** An entity's declaration, with the two conversions every operation uses. */
export function defineEntity<Schema extends z.ZodType>(declaration: EntityDeclaration<Schema>): Entity<Schema> {
  const itemAt = (key: TableKey, value: z.output<Schema>): Record<string, unknown> => {
    // Checked, not replaced by the parse's output: what is stored is what the caller gave.
    declaration.schema.parse(value);
    return {
      ...key,
      ...declaration.indexKeys?.(value),
      type: declaration.type,
      ...(value as Record<string, unknown>),
      ...declaration.stored?.(value),
    };
  };
  return {
    ...declaration,
    item(value) {
      if (!declaration.key) throw new Error(`${declaration.type} items are not written whole`);
      return itemAt(declaration.key(value), value);
    },
    itemAt,
    parse: (stored) => declaration.schema.parse(stored),
  };
}

/** A condition on the item a write finds: DynamoDB's condition expression with its placeholders. */
export interface Condition {
  readonly expression: string;
  readonly names?: Record<string, string>;
  readonly values?: Record<string, unknown>;
}

/** The item is there (an update must not create one a delete removed). */
export const itemExists: Condition = { expression: 'attribute_exists(PK)' };
/** No item at the key yet (a reservation, a first write). */
export const itemAbsent: Condition = { expression: 'attribute_not_exists(PK)' };

/** Each field still holds the value read (optimistic locking: `modified_on`, `version`, `holder`...). */
export function fieldsEqual(fields: Record<string, unknown>): Condition {
  const entries = Object.entries(fields);
  return {
    expression: entries.map((_, i) => `#eq${i} = :eq${i}`).join(' AND '),
    names: Object.fromEntries(entries.map(([name], i) => [`#eq${i}`, name])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:eq${i}`, value])),
  };
}

/** Every condition holds (their placeholders must differ: `fieldsEqual` once at most). */
export function allOf(...conditions: Condition[]): Condition {
  return {
    expression: conditions.map((condition) => `(${condition.expression})`).join(' AND '),
    names: Object.assign({}, ...conditions.map((condition) => condition.names)),
    values: Object.assign({}, ...conditions.map((condition) => condition.values)),
  };
}

/** An expression's placeholders as the SDK takes them (absent when empty: DynamoDB refuses an empty map). */
function placeholders(names: Record<string, string>, values: Record<string, unknown>) {
  return {
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

const conditionParams = (when?: Condition) =>
  when ? { ConditionExpression: when.expression, ...placeholders({ ...when.names }, { ...when.values }) } : {};

/**
 * A change to an item in place: top-level fields to set (each checked against the schema's field),
 * or, for what that cannot say (ADD, list_append, a map's member, REMOVE), an update expression.
 */
export type Change =
  | { readonly set: Record<string, unknown>; readonly when?: Condition }
  | {
      readonly expression: string;
      readonly names?: Record<string, string>;
      readonly values?: Record<string, unknown>;
      readonly when?: Condition;
    };

/** Adds to a number field in place; ADD makes the item and the field when absent (a count moved in a transaction). */
export const addTo = (field: string, amount: number): Change => ({
  expression: 'ADD #added :added',
  names: { '#added': field },
  values: { ':added': amount },
});

/** Sets fields with the item's `type`: an item made whole by an update (a count a rebuild sets, which an ADD alone leaves untyped). */
export function setTyped(entity: { readonly type: string }, fields: Record<string, unknown>): Change {
  const entries = Object.entries(fields);
  return {
    expression: `SET #type = :type${entries.map((_, i) => `, #typed${i} = :typed${i}`).join('')}`,
    names: { '#type': 'type', ...Object.fromEntries(entries.map(([name], i) => [`#typed${i}`, name])) },
    values: { ':type': entity.type, ...Object.fromEntries(entries.map(([, value], i) => [`:typed${i}`, value])) },
  };
}

/** What a change is checked with. */
type SchemaOf = Pick<Entity<z.ZodType>, 'type' | 'schema'>;

/** The schema's own field for each name set; a name the schema does not know is refused too. */
function checkFields(entity: SchemaOf, fields: Record<string, unknown>): void {
  const shape = (entity.schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return;
  for (const [name, value] of Object.entries(fields)) {
    const field = shape[name];
    if (!field) throw new Error(`${entity.type} has no field ${name}`);
    field.parse(value);
  }
}

function updateParams(entity: SchemaOf, change: Change) {
  const names: Record<string, string> = { ...change.when?.names };
  const values: Record<string, unknown> = { ...change.when?.values };
  let expression: string;
  if ('set' in change) {
    checkFields(entity, change.set);
    const entries = Object.entries(change.set);
    expression = `SET ${entries.map((_, i) => `#set${i} = :set${i}`).join(', ')}`;
    entries.forEach(([name, value], i) => {
      names[`#set${i}`] = name;
      values[`:set${i}`] = value;
    });
  } else {
    expression = change.expression;
    Object.assign(names, change.names);
    Object.assign(values, change.values);
  }
  return {
    UpdateExpression: expression,
    ...(change.when ? { ConditionExpression: change.when.expression } : {}),
    ...placeholders(names, values),
  };
}

/** One item by key, read consistently unless told otherwise; undefined when there is none. */
export async function getItem<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  key: TableKey,
  options: { consistent?: boolean } = {},
): Promise<z.output<Schema> | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: options.consistent ?? true }),
  );
  return Item ? entity.parse(Item) : undefined;
}

/** Whether an item is at the key (a reservation's existence is its whole meaning). */
export async function itemIsThere(db: Db, key: TableKey): Promise<boolean> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true, ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

/** Several items by key (any missing are left out), in no particular order. */
export async function getItemsByKey<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  itemKeys: readonly TableKey[],
  options: { consistent?: boolean } = {},
): Promise<z.output<Schema>[]> {
  return (await getItems(db, itemKeys, options)).map((item) => entity.parse(item));
}

/** Writes an item whole, when `when` holds (ConditionFailedError otherwise). */
export async function putItem<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  value: z.output<Schema>,
  when?: Condition,
): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: entity.item(value), ...conditionParams(when) }));
}

/** Writes an item an entity built (`entity.item`) with keys beside it that its value does not hold (another item's date in an index key). */
export async function putBuilt(db: Db, item: Record<string, unknown>, when?: Condition): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: item, ...conditionParams(when) }));
}

/** Writes an item only where none is (ConditionFailedError when one is). */
export async function putIfAbsent<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  value: z.output<Schema>,
): Promise<void> {
  await putItem(db, entity, value, itemAbsent);
}

/** Writes many items whole, in batches (no conditions: BatchWriteItem takes none). */
export async function putItems<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  values: readonly z.output<Schema>[],
): Promise<void> {
  await writeInBatches(
    db,
    values.map((value) => ({ PutRequest: { Item: entity.item(value) } })),
  );
}

/** Deletes many items by key, in batches (no conditions: BatchWriteItem takes none; a missing item is no error). */
export async function deleteItems(db: Db, itemKeys: readonly TableKey[]): Promise<void> {
  await writeInBatches(
    db,
    itemKeys.map((key) => ({ DeleteRequest: { Key: key } })),
  );
}

/** Changes an item in place, when the change's condition holds. */
export async function updateItem(db: Db, entity: SchemaOf, key: TableKey, change: Change): Promise<void> {
  await db.client.send(new UpdateCommand({ TableName: db.tableName, Key: key, ...updateParams(entity, change) }));
}

/** Changes an item in place and answers it as it is after the change (`after`) or was before it (`before`). */
export async function updateAndRead<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  key: TableKey,
  change: Change,
  read: 'after' | 'before' = 'after',
): Promise<z.output<Schema>> {
  const { Attributes } = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: key,
      ...updateParams(entity, change),
      ReturnValues: read === 'after' ? 'ALL_NEW' : 'ALL_OLD',
    }),
  );
  return entity.parse(Attributes);
}

/** Deletes an item, when `when` holds; a missing item is no error without a condition. */
export async function deleteItem(db: Db, key: TableKey, when?: Condition): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: key, ...conditionParams(when) }));
}

/** Deletes an item and answers what it held (undefined when there was none). */
export async function deleteAndRead<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  key: TableKey,
  when?: Condition,
): Promise<z.output<Schema> | undefined> {
  const { Attributes } = await db.client.send(
    new DeleteCommand({ TableName: db.tableName, Key: key, ...conditionParams(when), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ? entity.parse(Attributes) : undefined;
}

/** True when the write happened, false when its condition did not hold: for writes whose refusal is an answer, not an error. */
export async function whenConditionHolds(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** What a query reads: a partition of the table or of an index, optionally narrowed on its sort key. */
export interface KeyRange {
  readonly index?: (typeof TABLE_DEFINITION.globalSecondaryIndexes)[number]['indexName'];
  readonly partition: string;
  /** Sort keys starting with this. */
  readonly prefix?: string;
  /** Sort keys between these, both included (instead of a prefix). */
  readonly between?: readonly [string, string];
  /** Sort keys before this one, itself excluded (instead of a prefix or bounds). */
  readonly below?: string;
}

export interface QueryOptions {
  /** Highest sort key first (the lists' newest first); lowest first otherwise. */
  readonly descending?: boolean;
  /** Read the table consistently (an index cannot be). */
  readonly consistent?: boolean;
  /** Items the table reads but does not answer (still counted by a page's Limit). */
  readonly filter?: Condition;
}

/** One query request; `#pk`, `#sk`, `:pk`, `:prefix`, `:from` and `:to` are the key condition's. */
function queryCommand(
  db: Db,
  range: KeyRange,
  options: QueryOptions,
  start: Record<string, unknown> | undefined,
  limit?: number,
) {
  const index = range.index ?? '';
  const names: Record<string, string> = { '#pk': index ? `${index}PK` : 'PK', ...options.filter?.names };
  const values: Record<string, unknown> = { ':pk': range.partition, ...options.filter?.values };
  let keyCondition = '#pk = :pk';
  if (range.prefix !== undefined || range.between || range.below !== undefined) {
    names['#sk'] = index ? `${index}SK` : 'SK';
    if (range.below !== undefined) {
      keyCondition += ' AND #sk < :below';
      values[':below'] = range.below;
    } else if (range.between) {
      keyCondition += ' AND #sk BETWEEN :from AND :to';
      [values[':from'], values[':to']] = range.between;
    } else {
      keyCondition += ' AND begins_with(#sk, :prefix)';
      values[':prefix'] = range.prefix;
    }
  }
  return new QueryCommand({
    TableName: db.tableName,
    ...(range.index ? { IndexName: range.index } : {}),
    KeyConditionExpression: keyCondition,
    ...(options.filter ? { FilterExpression: options.filter.expression } : {}),
    ...placeholders(names, values),
    ScanIndexForward: !options.descending,
    ...(options.consistent && !range.index ? { ConsistentRead: true } : {}),
    ExclusiveStartKey: start,
    ...(limit ? { Limit: limit } : {}),
  });
}

/**
 * One page of a range: up to `limit` items from where `cursor` left off, and the cursor of what
 * follows (absent at the end). The table may stop a read early (1 MB, or a filter dropping items
 * the Limit counted), so reads go on from each LastEvaluatedKey until the page is full or the range
 * ends; the cursor is the key the last read stopped at. A page that ends exactly at the range's
 * end may still answer a cursor, whose page is then empty (DynamoDB cannot tell without reading on).
 */
export async function queryPage<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  range: KeyRange,
  page: QueryOptions & { limit: number; cursor?: string },
): Promise<{ items: z.output<Schema>[]; cursor?: string }> {
  const items: z.output<Schema>[] = [];
  let start: Record<string, unknown> | undefined = page.cursor ? decodeCursor(page.cursor) : undefined;
  do {
    const answer = await db.client.send(queryCommand(db, range, page, start, page.limit - items.length));
    items.push(...(answer.Items ?? []).map((item) => entity.parse(item)));
    start = answer.LastEvaluatedKey;
  } while (start && items.length < page.limit);
  return { items, ...(start ? { cursor: encodeCursor(start as Record<string, string>) } : {}) };
}

/**
 * One query request: up to `limit` items from `startKey`, and the key the table stopped at (absent
 * at the end). For lists that merge or filter what they read and keep the table's own keys between
 * reads (the membership partitions); a list answered as it is read uses `queryPage`.
 */
export async function queryOnce<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  range: KeyRange,
  read: QueryOptions & { limit: number; startKey?: Record<string, unknown> },
): Promise<{ items: z.output<Schema>[]; lastKey?: Record<string, unknown> }> {
  const answer = await db.client.send(queryCommand(db, range, read, read.startKey, read.limit));
  return {
    items: (answer.Items ?? []).map((item) => entity.parse(item)),
    ...(answer.LastEvaluatedKey ? { lastKey: answer.LastEvaluatedKey } : {}),
  };
}

/** A range read page by page, each page's items parsed; the caller may stop early (a search that has enough). */
export async function* queryPages<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  range: KeyRange,
  options: QueryOptions = {},
): AsyncGenerator<z.output<Schema>[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await db.client.send(queryCommand(db, range, options, start));
    yield (answer.Items ?? []).map((item) => entity.parse(item));
    start = answer.LastEvaluatedKey;
  } while (start);
}

/** Every item of a range, all pages: only for ranges that stay small (an account's team, its groups). */
export async function queryAll<Schema extends z.ZodType>(
  db: Db,
  entity: Entity<Schema>,
  range: KeyRange,
  options: QueryOptions = {},
): Promise<z.output<Schema>[]> {
  const items: z.output<Schema>[] = [];
  for await (const page of queryPages(db, entity, range, options)) items.push(...page);
  return items;
}

/**
 * Every stored item of these kinds (their `type`), page by page, as stored: for the rebuilds that
 * rewrite a kind's index keys after a deploy, which read the whole table once and parse each kind
 * themselves. Never for a request's path.
 */
export async function* scanKinds(db: Db, types: readonly string[]): AsyncGenerator<Record<string, unknown>[]> {
  const values = Object.fromEntries(types.map((type, i) => [`:type${i}`, type]));
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await db.client.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: `#type IN (${Object.keys(values).join(', ')})`,
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: values,
        ExclusiveStartKey: start,
      }),
    );
    yield answer.Items ?? [];
    start = answer.LastEvaluatedKey;
  } while (start);
}

/** How many items of a range the query answers (after its filter): a count of keys, its cost following the range. */
export async function queryCount(db: Db, range: KeyRange, options: QueryOptions = {}): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const command = queryCommand(db, range, options, start);
    command.input.Select = 'COUNT';
    const answer = await db.client.send(command);
    count += answer.Count ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start);
  return count;
}

/** The keys of every item of a table range, whatever their kinds (what hangs under an item, to delete with it). */
export async function queryKeys(db: Db, range: KeyRange): Promise<TableKey[]> {
  const found: TableKey[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const command = queryCommand(db, range, { consistent: true }, start);
    command.input.ProjectionExpression = 'PK, SK';
    const answer = await db.client.send(command);
    found.push(...(answer.Items ?? []).map((item) => ({ PK: String(item.PK), SK: String(item.SK) })));
    start = answer.LastEvaluatedKey;
  } while (start);
  return found;
}

/** One write of a transaction (its table is filled in by `transact`). */
export type TransactionStep =
  | { readonly Put: { Item: Record<string, unknown>; ConditionExpression?: string } }
  | { readonly Update: { Key: TableKey; UpdateExpression: string; ConditionExpression?: string } }
  | { readonly Delete: { Key: TableKey; ConditionExpression?: string } }
  | { readonly ConditionCheck: { Key: TableKey; ConditionExpression: string } };

/** The steps a transaction is made of; each is checked as its single-item operation is. */
export const step = {
  put: <Schema extends z.ZodType>(
    entity: Entity<Schema>,
    value: z.output<Schema>,
    when?: Condition,
  ): TransactionStep => ({ Put: { Item: entity.item(value), ...conditionParams(when) } }),
  /** An item another entity built (`entity.item`), passed along whole. */
  putBuilt: (item: Record<string, unknown>, when?: Condition): TransactionStep => ({
    Put: { Item: item, ...conditionParams(when) },
  }),
  update: (entity: SchemaOf, key: TableKey, change: Change): TransactionStep => ({
    Update: { Key: key, ...updateParams(entity, change) },
  }),
  delete: (key: TableKey, when?: Condition): TransactionStep => ({ Delete: { Key: key, ...conditionParams(when) } }),
  check: (key: TableKey, when: Condition): TransactionStep => ({
    ConditionCheck: {
      Key: key,
      ConditionExpression: when.expression,
      ...placeholders({ ...when.names }, { ...when.values }),
    },
  }),
};

/** How many times `transact` sends a transaction that DynamoDB cancelled for another on the same item. */
export const TRANSACTION_RACE_ATTEMPTS = 8;

/**
 * Writes every step or none. A refusal is a TransactionConflictError naming the steps whose
 * conditions failed, by their index in `steps`.
 *
 * A transaction DynamoDB cancelled because another was changing one of its items at that moment
 * (TransactionConflict: nothing written, no condition judged) is sent again as it is, after a random
 * wait in a window that doubles each time, up to TRANSACTION_RACE_ATTEMPTS times; the SDK does not retry it. Its
 * conditions are judged afresh each time, so a retry that now finds the item changed is refused as
 * any late write is. Past the attempts, the TransactionRaceError goes to the caller.
 */
export async function transact(db: Db, steps: readonly TransactionStep[]): Promise<void> {
  const withTable = steps.map((entry) =>
    Object.fromEntries(Object.entries(entry).map(([kind, action]) => [kind, { TableName: db.tableName, ...action }])),
  );
  for (let attempt = 1; ; attempt++) {
    try {
      await db.client.send(new TransactWriteCommand({ TransactItems: withTable as never }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionRaceError) || attempt >= TRANSACTION_RACE_ATTEMPTS) throw error;
      // Full jitter over a doubling window (25 ms, 50 ms ... 1 s): writers that met spread apart.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** (attempt - 1))));
    }
  }
}

/** The most steps one transaction takes (TransactWriteItems' limit): DynamoDB refuses the whole call beyond it. */
export const MAX_TRANSACTION_STEPS = 100;

/**
 * Writes steps in transactions of at most MAX_TRANSACTION_STEPS, one after the other: for the steps
 * that follow a transaction too large for one, each idempotent (a put of the item's own value, a
 * delete, a set addition), so that writing them again after a failure part-way is safe.
 */
export async function transactInChunks(db: Db, steps: readonly TransactionStep[]): Promise<void> {
  for (let start = 0; start < steps.length; start += MAX_TRANSACTION_STEPS)
    await transact(db, steps.slice(start, start + MAX_TRANSACTION_STEPS));
}

/** A transaction refused because its first step's condition failed: the item it was computed from changed. */
export const firstStepFailed = (error: unknown): boolean =>
  error instanceof TransactionConflictError && error.failedItems.includes(0);

/**
 * Runs `write` over a fresh `read` until it lands: a write computed from what was read, whose
 * condition on it failed because another write landed in between (`lostRace`, by default the first
 * step's condition), reads again and is computed again, up to `attempts` times, a short random wait
 * longer each time between them. A transaction DynamoDB cancelled because another changed one of its
 * items at the same instant (TransactionRaceError) is tried again the same way.
 */
export async function overFreshRead<Read, Written>(
  read: () => Promise<Read>,
  write: (current: Read) => Promise<Written>,
  options: { lostRace?: (error: unknown) => boolean; attempts?: number } = {},
): Promise<Written> {
  const lostRace = options.lostRace ?? firstStepFailed;
  const attempts = options.attempts ?? 8;
  for (let attempt = 1; ; attempt++) {
    const current = await read();
    try {
      return await write(current);
    } catch (error) {
      // A transaction cancelled by another at the same instant (AWS's TransactionConflict) lost a race too.
      if (!(lostRace(error) || error instanceof TransactionRaceError) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
