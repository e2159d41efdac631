import { describe, expect, it } from 'vitest';
import { ApiClient, activatedUser } from './support/client.ts';
import { badRequests, builtRoutes, problemWith, type BadRequest } from './support/bad-input.ts';

/**
 * Every built route, sent bad input generated from the contract (support/bad-input.ts): no answer
 * is a 5xx, every error body is a catalogue entry, no body shows a stack trace, and the local cloud
 * keeps answering. `BAD_INPUT_RUNS` sets the random values per field (test/bench runs more).
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 3);
const routes = await builtRoutes();

async function signedIn(): Promise<ApiClient> {
  const { email, password } = await activatedUser('bad-input');
  const client = new ApiClient();
  const login = await client.post('authenticate/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return client;
}

const session = signedIn();

async function send(client: ApiClient, request: BadRequest): Promise<{ status: number; text: string }> {
  const cookies = new Map(client.cookies);
  for (const [name, value] of Object.entries(request.cookies ?? {})) cookies.set(name, value);
  const headers: Record<string, string> = { 'x-masterport-client': 'web', ...request.headers };
  if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  if (request.rawBody !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  const response = await fetch(`${client.baseUrl}/${request.path}`, { method: request.method, headers, body: request.method === 'POST' ? (request.rawBody ?? '{}') : undefined });
  return { status: response.status, text: await response.text() };
}

describe('Bad input never reaches a 500', () => {
  it('covers every built route', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const client = route.access === 'user' ? await session : new ApiClient();
      const problems: string[] = [];
      for (const request of badRequests(route, RUNS)) {
        const { status, text } = await send(client, request);
        const problem = problemWith(status, text);
        if (problem) problems.push(`${request.label}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('leaves the local cloud answering', async () => {
    const client = await session;
    expect((await client.post('user/load-data', {})).status).toBe(200);
  });
});
