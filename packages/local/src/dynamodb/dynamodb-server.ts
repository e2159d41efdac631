import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { guarded, jsonInternalError } from '../guard.ts';
import { connections, stoppable } from '../shutdown.ts';
import { callDynalite } from './raw-client.ts';
import { TransactionShim } from './transactions.ts';
import { listenOnLoopback } from '../ports.ts';

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A member set to null is a member not set, as DynamoDB reads its JSON; a null in a list is no value at all (undefined). */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutNulls);
    return items.includes(undefined) ? undefined : items;
  }
  if (!isObject(value)) return value === null ? undefined : value;
  const entries: [string, unknown][] = [];
  for (const [name, member] of Object.entries(value)) {
    if (member === null) continue;
    const cleaned = withoutNulls(member);
    if (cleaned === undefined) return undefined;
    entries.push([name, cleaned]);
  }
  // defineProperty-free: JSON.stringify writes an own `__proto__` member as any other.
  const object: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, member] of entries) object[name] = member;
  return object;
}

type Call = { input: Record<string, unknown>; body: string } | { refused: { __type: string; message: string } };

/**
 * A call as DynamoDB reads it before running it: the body is a JSON object (else
 * SerializationException), its null members dropped (dynalite throws outside any handler on some
 * nulls, which stops the process); and, for the calls the proxy serves itself (dynalite checks its
 * own), of the call's shape (else ValidationException).
 */
function readCall(target: string, body: string): Call {
  const serialization = (message: string) => ({
    refused: { __type: 'com.amazon.coral.service#SerializationException', message },
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body || '{}');
  } catch {
    return serialization('The request body is not valid JSON.');
  }
  if (!isObject(parsed)) return serialization('The request body must be a JSON object.');
  const input = withoutNulls(parsed);
  if (!isObject(input)) return serialization('A list of the request holds null.');
  const refused = refusal(target, input);
  return refused ? { refused } : { input, body: JSON.stringify(input) };
}

/** The shape checks of the calls the proxy serves itself; undefined when the call may run. */
function refusal(target: string, input: Record<string, unknown>): { __type: string; message: string } | undefined {
  const invalid = (message: string) => ({ __type: 'com.amazon.coral.validate#ValidationException', message });
  const tableName = (value: unknown) => typeof value === 'string' && /^[\w.-]{3,255}$/.test(value);
  if (target === 'TransactWriteItems' || target === 'TransactGetItems') {
    const kinds = target === 'TransactWriteItems' ? ['Put', 'Update', 'Delete', 'ConditionCheck'] : ['Get'];
    const items = input.TransactItems;
    if (!Array.isArray(items) || items.length < 1 || items.length > 100)
      return invalid(
        "1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length between 1 and 100",
      );
    const wellFormed = items.every((item) => {
      if (!isObject(item) || Object.keys(item).length !== 1) return false;
      const [kind, action] = Object.entries(item)[0]!;
      return (
        kinds.includes(kind) &&
        isObject(action) &&
        tableName(action.TableName) &&
        (kind === 'Put' ? isObject(action.Item) : isObject(action.Key))
      );
    });
    if (!wellFormed)
      return invalid(
        `Each of TransactItems must hold exactly one of ${kinds.join(', ')}, with a TableName and ${target === 'TransactWriteItems' ? 'an Item or a Key' : 'a Key'}.`,
      );
  }
  if ((target === 'UpdateTimeToLive' || target === 'DescribeTimeToLive') && !tableName(input.TableName))
    return invalid(
      "1 validation error detected: Value at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
    );
  if (target === 'UpdateTimeToLive') {
    const specification = input.TimeToLiveSpecification;
    if (
      !isObject(specification) ||
      typeof specification.AttributeName !== 'string' ||
      !specification.AttributeName ||
      typeof specification.Enabled !== 'boolean'
    ) {
      return invalid(
        "1 validation error detected: Value at 'timeToLiveSpecification' failed to satisfy constraint: Member must have an AttributeName and Enabled",
      );
    }
  }
  return undefined;
}

/**
 * DynamoDB on loopback: dynalite (LevelDB under the data folder) behind a small proxy that adds
 * what dynalite lacks: TransactWriteItems/TransactGetItems, UpdateTimeToLive and a TTL sweeper.
 */
export async function startDynamoDb(options: { dataDir: string; port: number; sweepEveryMs?: number }) {
  const dir = join(options.dataDir, 'dynamodb');
  mkdirSync(dir, { recursive: true });
  const ttlFile = join(options.dataDir, 'dynamodb-ttl.json');
  // Keyed by a caller's table name: no prototype, so `__proto__` is a table like any other.
  const ttlAttributes: Record<string, string> = Object.assign(
    Object.create(null) as Record<string, string>,
    existsSync(ttlFile) ? JSON.parse(readFileSync(ttlFile, 'utf8')) : {},
  );

  const backend = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }) as Server;
  const backendStopper = stoppable(backend);
  const backendPort = await listenOnLoopback(backend, 0);
  const transactions = new TransactionShim(backendPort);

  // A malformed call answers DynamoDB's 400; a failure of the proxy its 500, never the end of the process.
  const internalError = jsonInternalError(
    'com.amazonaws.dynamodb.v20120810#InternalServerError',
    'Internal server error',
    'application/x-amz-json-1.0',
  );
  const proxy = createServer(
    guarded(
      'Local DynamoDB',
      async (req, res) => {
        const target = String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop();
        const answer = (status: number, payload: string) => {
          res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'local' });
          res.end(payload);
        };
        // Every call, dynalite's too, is read as DynamoDB reads it: dynalite itself stops the process on some bodies.
        const call = readCall(target ?? '', await readBody(req));
        if ('refused' in call) return answer(400, JSON.stringify(call.refused));
        const { body } = call;
        if (target === 'TransactWriteItems') {
          const result = await transactions.transactWrite(body);
          return answer(result.status, result.body);
        }
        if (target === 'TransactGetItems') {
          const result = await transactions.transactGet(body);
          return answer(result.status, result.body);
        }
        if (target === 'UpdateTimeToLive') {
          const { TableName, TimeToLiveSpecification } = JSON.parse(body) as {
            TableName: string;
            TimeToLiveSpecification: { AttributeName: string; Enabled: boolean };
          };
          if (TimeToLiveSpecification.Enabled) ttlAttributes[TableName] = TimeToLiveSpecification.AttributeName;
          else delete ttlAttributes[TableName];
          writeFileSync(ttlFile, JSON.stringify(ttlAttributes));
          return answer(200, JSON.stringify({ TimeToLiveSpecification }));
        }
        if (target === 'DescribeTimeToLive') {
          const { TableName } = JSON.parse(body) as { TableName: string };
          const attribute = ttlAttributes[TableName];
          return answer(
            200,
            JSON.stringify({
              TimeToLiveDescription: attribute
                ? { TimeToLiveStatus: 'ENABLED', AttributeName: attribute }
                : { TimeToLiveStatus: 'DISABLED' },
            }),
          );
        }
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string' && name !== 'host') headers[name] = value;
        const forwarded = await callDynalite(backendPort, target ?? '', body, headers);
        answer(forwarded.status, forwarded.body);
      },
      internalError,
    ),
  );
  const proxyStopper = stoppable(proxy);
  const port = await listenOnLoopback(proxy, options.port);

  const sweep = async (): Promise<number> => {
    let deleted = 0;
    const now = Math.floor(Date.now() / 1000);
    for (const [table, attribute] of Object.entries(ttlAttributes)) {
      let start: unknown;
      do {
        const page = JSON.parse(
          (
            await callDynalite(backendPort, 'Scan', {
              TableName: table,
              FilterExpression: '#ttl < :now',
              ExpressionAttributeNames: { '#ttl': attribute },
              ExpressionAttributeValues: { ':now': { N: String(now) } },
              ...(start ? { ExclusiveStartKey: start } : {}),
            })
          ).body,
        ) as { Items?: Record<string, unknown>[]; LastEvaluatedKey?: unknown };
        const keyNames = JSON.parse(
          (await callDynalite(backendPort, 'DescribeTable', { TableName: table })).body,
        ).Table.KeySchema.map((k: { AttributeName: string }) => k.AttributeName) as string[];
        for (const item of page.Items ?? []) {
          await callDynalite(backendPort, 'DeleteItem', {
            TableName: table,
            Key: Object.fromEntries(keyNames.map((name) => [name, item[name]])),
          });
          deleted += 1;
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }
    return deleted;
  };
  const timer = setInterval(() => void sweep().catch(() => undefined), options.sweepEveryMs ?? 60_000);
  timer.unref();

  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Deletes expired items now, as DynamoDB's TTL would (eventually) do. */
    sweep,
    /** Ends every connection, the clients' and the proxy's to dynalite; answers what it had to end. */
    async stop(): Promise<string[]> {
      clearInterval(timer);
      const open = await proxyStopper.stop();
      return [
        ...connections('DynamoDB', open),
        ...connections('DynamoDB (dynalite behind the proxy)', await backendStopper.stop(), { idle: false }),
      ];
    },
  };
}
