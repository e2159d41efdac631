import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { callDynalite } from './raw-client.ts';
import { TransactionShim } from './transactions.ts';

const readBody = (req: IncomingMessage): Promise<string> => new Promise((resolve, reject) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  req.on('error', reject);
});

const listen = (server: Server, port: number): Promise<number> => new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, '127.0.0.1', () => {
    const address = server.address();
    resolve(typeof address === 'object' && address ? address.port : port);
  });
});

/**
 * DynamoDB on loopback: dynalite (LevelDB under the data folder) behind a small proxy that adds
 * what dynalite lacks: TransactWriteItems/TransactGetItems, UpdateTimeToLive and a TTL sweeper.
 */
export async function startDynamoDb(options: { dataDir: string; port: number; sweepEveryMs?: number }) {
  const dir = join(options.dataDir, 'dynamodb');
  mkdirSync(dir, { recursive: true });
  const ttlFile = join(options.dataDir, 'dynamodb-ttl.json');
  const ttlAttributes: Record<string, string> = existsSync(ttlFile) ? JSON.parse(readFileSync(ttlFile, 'utf8')) : {};

  const backend = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }) as Server;
  const backendPort = await listen(backend, 0);
  const transactions = new TransactionShim(backendPort);

  const proxy = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const target = String(req.headers['x-amz-target'] ?? '').split('.').pop();
      const answer = (status: number, payload: string) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'local' });
        res.end(payload);
      };
      if (target === 'TransactWriteItems') {
        const result = await transactions.transactWrite(body);
        return answer(result.status, result.body);
      }
      if (target === 'TransactGetItems') {
        const result = await transactions.transactGet(body);
        return answer(result.status, result.body);
      }
      if (target === 'UpdateTimeToLive') {
        const { TableName, TimeToLiveSpecification } = JSON.parse(body) as { TableName: string; TimeToLiveSpecification: { AttributeName: string; Enabled: boolean } };
        if (TimeToLiveSpecification.Enabled) ttlAttributes[TableName] = TimeToLiveSpecification.AttributeName;
        else delete ttlAttributes[TableName];
        writeFileSync(ttlFile, JSON.stringify(ttlAttributes));
        return answer(200, JSON.stringify({ TimeToLiveSpecification }));
      }
      if (target === 'DescribeTimeToLive') {
        const { TableName } = JSON.parse(body) as { TableName: string };
        const attribute = ttlAttributes[TableName];
        return answer(200, JSON.stringify({ TimeToLiveDescription: attribute ? { TimeToLiveStatus: 'ENABLED', AttributeName: attribute } : { TimeToLiveStatus: 'DISABLED' } }));
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name !== 'host') headers[name] = value;
      const forwarded = await callDynalite(backendPort, target ?? '', body, headers);
      answer(forwarded.status, forwarded.body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: String(error) }));
    }
  });
  const port = await listen(proxy, options.port);

  const sweep = async (): Promise<number> => {
    let deleted = 0;
    const now = Math.floor(Date.now() / 1000);
    for (const [table, attribute] of Object.entries(ttlAttributes)) {
      let start: unknown;
      do {
        const page = JSON.parse((await callDynalite(backendPort, 'Scan', {
          TableName: table, FilterExpression: '#ttl < :now', ExpressionAttributeNames: { '#ttl': attribute },
          ExpressionAttributeValues: { ':now': { N: String(now) } }, ...(start ? { ExclusiveStartKey: start } : {}),
        })).body) as { Items?: Record<string, unknown>[]; LastEvaluatedKey?: unknown };
        const keyNames = JSON.parse((await callDynalite(backendPort, 'DescribeTable', { TableName: table })).body).Table.KeySchema.map((k: { AttributeName: string }) => k.AttributeName) as string[];
        for (const item of page.Items ?? []) {
          await callDynalite(backendPort, 'DeleteItem', { TableName: table, Key: Object.fromEntries(keyNames.map((name) => [name, item[name]])) });
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
    async stop() {
      clearInterval(timer);
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await new Promise<void>((resolve) => (backend as unknown as { close: (cb: () => void) => void }).close(() => resolve()));
    },
  };
}
