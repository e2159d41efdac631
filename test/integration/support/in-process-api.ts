import { afterAll, beforeAll } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiGateway } from '@masterport/local';

type AreaHandler = Awaited<ReturnType<Parameters<typeof createApiGateway>[0]>>;

/**
 * The API functions run in this test's own process, behind the local API Gateway stand-in, on the
 * local cloud's table and buckets: what a test needs when it reaches into the functions' clients
 * (to inject an AWS refusal, or to count the table calls a request makes). Close it in afterAll.
 */
export async function startInProcessApi(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const gateway = createApiGateway(
    async (area) => ((await import(`@masterport/functions/api/${area}/index.ts`)) as { handler: AreaHandler }).handler,
  );
  const server = createServer((req, res) => void gateway(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The in-process API around the calling test file: started before its tests, closed after them.
 * Its address is read inside the tests (`api.baseUrl`), once it exists.
 */
export function useInProcessApi(): { readonly baseUrl: string } {
  let api: Awaited<ReturnType<typeof startInProcessApi>> | undefined;
  beforeAll(async () => {
    api = await startInProcessApi();
  });
  afterAll(async () => {
    await api?.close();
  });
  return {
    get baseUrl() {
      if (!api) throw new Error('The in-process API is read before it started (use it inside a test).');
      return api.baseUrl;
    },
  };
}
