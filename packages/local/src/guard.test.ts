import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeFailure, guarded, jsonInternalError } from './guard.ts';

let server: Server | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function serve(listener: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('guarded request listeners', () => {
  it("answers the service's 500 to a listener that throws or rejects, and keeps serving", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const url = await serve(
      guarded(
        'Test',
        async (req, res) => {
          calls += 1;
          if (req.url === '/throw') throw new Error('thrown');
          if (req.url === '/reject') await Promise.reject(new Error('rejected'));
          res.end('ok');
        },
        jsonInternalError('InternalFailure'),
      ),
    );

    const thrown = await fetch(`${url}/throw`);
    const rejected = await fetch(`${url}/reject`);
    const ordinary = await fetch(`${url}/`);

    expect([thrown.status, await thrown.json()]).toEqual([
      500,
      { __type: 'InternalFailure', message: 'Internal Server Error' },
    ]);
    expect(rejected.status).toBe(500);
    expect([ordinary.status, await ordinary.text(), calls]).toEqual([200, 'ok', 3]);
  });

  it("logs a failure without what the error carries (a URL's input, a request), nor the whole of a long message", () => {
    let invalid: unknown;
    try {
      new URL('http://[/?token=secret-reset-token');
    } catch (error) {
      invalid = error;
    }
    const withRequest = Object.assign(new Error(`failed ${'x'.repeat(500)}`), {
      $request: { headers: { cookie: 'mp_presence_t=secret-cookie' } },
    });

    expect(describeFailure(invalid)).toMatch(/^TypeError: Invalid URL/);
    expect(describeFailure(invalid)).not.toContain('secret-reset-token');
    expect(describeFailure(withRequest)).not.toContain('secret-cookie');
    expect(describeFailure(withRequest).split('\n')[0]!.length).toBeLessThan(220);
    expect(describeFailure('a string thrown')).toBe('a thrown string');
  });
});
