import { describe, expect, it } from 'vitest';
import { PLAN_PERMISSIONS, USER_ONLY_PERMISSIONS, type PlanKey, type RouteDefinition } from '@masterport/contract';
import { ApiClient, activatedUser } from './support/client.ts';
import { badRequests, builtRoutes, problemWith, type BadRequest } from './support/bad-input.ts';
import { operatorClient } from './support/operators.ts';

/**
 * Every built route, sent bad input generated from the contract (support/bad-input.ts): no answer
 * is a 5xx, every error body is a catalogue entry, no body shows a stack trace, and the local cloud
 * keeps answering. `BAD_INPUT_RUNS` sets the random values per field (test/bench runs more). Of a
 * field's values, one of each outcome is sent (the contract's verdict and the body's size: what the
 * server can tell apart); the bench sends every value.
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 3);
/** Requests of one route sent at the same time. */
const REQUESTS_AT_ONCE = 4;
const routes = await builtRoutes();

type SessionPlan = Extract<PlanKey, 'content_creator' | 'broadcaster'>;

async function signedIn(plan: SessionPlan): Promise<ApiClient> {
  const { email, password } = await activatedUser(`bad-input-${plan}`, 'en', { plan });
  const client = new ApiClient();
  const login = await client.post('authenticate/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return client;
}

/**
 * Routes authorise before they validate: a user whose account lacks a route's keys gets the
 * permission refusal to every bad request, and the route's validation is never reached. Each route
 * runs once, as a primary user of the first plan here that holds every key it needs (a content
 * creator, else a broadcaster: delivery method and content, file names, XML slates, traffic, own
 * call letters), so the run time stays that of one pass over the routes.
 */
const SESSION_PLANS: readonly SessionPlan[] = ['content_creator', 'broadcaster'];
const planFor = (route: RouteDefinition): SessionPlan | undefined =>
  SESSION_PLANS.find((plan) =>
    route.permissions.every((key) => USER_ONLY_PERMISSIONS.includes(key) || PLAN_PERMISSIONS[plan].includes(key)),
  );
const sessions = new Map<SessionPlan, Promise<ApiClient>>();
const sessionFor = (plan: SessionPlan): Promise<ApiClient> => {
  if (!sessions.has(plan)) sessions.set(plan, signedIn(plan));
  return sessions.get(plan)!;
};

/** The answers of a refused user: the account's or the user's keys lack one the route needs. */
const PERMISSION_REFUSALS = ['account_permission', 'user_permission'];
const refusedFor = (text: string): boolean => {
  try {
    return PERMISSION_REFUSALS.includes(String((JSON.parse(text) as { code?: unknown }).code));
  } catch {
    return false;
  }
};

async function send(client: ApiClient, request: BadRequest): Promise<{ status: number; text: string }> {
  const cookies = new Map(client.cookies);
  for (const [name, value] of Object.entries(request.cookies ?? {})) cookies.set(name, value);
  const headers: Record<string, string> = { 'x-masterport-client': 'web', ...request.headers };
  if (cookies.size)
    headers.cookie = [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  if (request.rawBody !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  const response = await fetch(`${client.baseUrl}/${request.path}`, {
    method: request.method,
    headers,
    body: request.method === 'POST' ? (request.rawBody ?? '{}') : undefined,
  });
  return { status: response.status, text: await response.text() };
}

describe('Bad input never reaches a 500', () => {
  it('covers every built route, each with a user whose account may call it', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => route.access === 'user' && !planFor(route)).map((route) => route.path)).toEqual([]);
  });

  for (const route of routes) {
    const plan = route.access === 'user' ? planFor(route) : undefined;
    it(`${route.method} ${route.path}${plan && plan !== SESSION_PLANS[0] ? ` (as a ${plan})` : ''}`, async () => {
      // An operator's call is sent as the demo operator, so its validation is reached too.
      const client =
        route.access === 'operator' ? await operatorClient() : plan ? await sessionFor(plan) : new ApiClient();
      const requests = badRequests(route, RUNS, undefined, { oneOfEachOutcome: true });
      const problems: (string | undefined)[] = [];
      // A few at a time, as a browser and a retry would send them: bad input writes nothing, so their
      // order does not matter, and the pass over every route takes a fraction of the time.
      for (let start = 0; start < requests.length; start += REQUESTS_AT_ONCE)
        problems.push(
          ...(await Promise.all(
            requests.slice(start, start + REQUESTS_AT_ONCE).map(async (request) => {
              const { status, text } = await send(client, request);
              const problem =
                problemWith(status, text) ??
                (refusedFor(text) ? 'refused for a permission the user holds: validation not reached' : undefined);
              return problem && `${request.label}: ${problem}`;
            }),
          )),
        );
      expect(problems.filter(Boolean)).toEqual([]);
    });
  }

  it('leaves the local cloud answering', async () => {
    const client = await sessionFor(SESSION_PLANS[0]!);
    expect((await client.post('user/load-data', {})).status).toBe(200);
  });
});
