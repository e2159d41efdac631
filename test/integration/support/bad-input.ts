import fc from 'fast-check';
import { AREAS, ERROR_CODES, ROUTES, routeKey, type RouteDefinition } from '@masterport/contract';
import * as z from 'zod';

/**
 * Bad requests generated from the contract, for the test that no input reaches a 500
 * (bad-input.test.ts, and a larger count from test/bench/bad-input.ts). Each route gets fixed
 * hostile values (prototype keys, huge and unicode strings, malformed encodings, wrong content
 * types, oversized bodies) and `runs` random values per field from fast-check, with a fixed seed
 * so a failure can be replayed.
 */
export interface BadRequest {
  readonly label: string;
  readonly path: string;
  readonly method: 'GET' | 'POST';
  /** The body as sent (already text), and its content type. */
  readonly rawBody?: string;
  readonly contentType?: string;
  readonly headers?: Record<string, string>;
  readonly cookies?: Record<string, string>;
}

/** Routes whose handlers are written (unbuilt ones answer 501 by design). */
export async function builtRoutes(): Promise<RouteDefinition[]> {
  const keys = new Set<string>();
  for (const area of AREAS) {
    const { handler } = (await import(`@masterport/functions/api/${area}/index.ts`)) as {
      handler: { builtRouteKeys: string[] };
    };
    for (const key of handler.builtRouteKeys) keys.add(key);
  }
  return ROUTES.filter((route) => keys.has(routeKey(route)));
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'];
const HOSTILE_STRINGS = [
  ...PROTOTYPE_KEYS,
  'x'.repeat(5000),
  '\u0000\r\nSet-Cookie: x=1',
  'é\u{1F3AC}\uD800',
  '../../etc/passwd',
  ' ',
  '',
];
const HOSTILE_VALUES: unknown[] = [null, true, -1, 1e308, 0.5, [], [[]], {}, 'x'.repeat(100_000), ...HOSTILE_STRINGS];

/** The top-level fields of an object schema (or none). */
const fieldsOf = (schema: z.ZodType): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/** Path placeholders filled: `fill(name)` for each, else a plausible id. */
function pathWith(route: RouteDefinition, fill: (name: string) => string): string {
  return `api/${route.path}`.replace(/\{(\w+)\}/g, (_, name: string) => fill(name));
}

/** Percent-encodes any string, a lone surrogate included (as the malformed UTF-8 bytes a client could send). */
const encodeHostile = (value: string): string =>
  value
    .split(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
    .map(encodeURIComponent)
    .join('%ED%A0%80');

const plausible = (name: string): string =>
  name === 'output_key'
    ? 'MP41080'
    : name === 'language'
      ? 'en'
      : name === 'created_on'
        ? '2026-01-01'
        : 'aaaaaaaaaaaa';

/** A body the route accepts is not bad input: sending it would make a real call (a sign-out), so it is left out. */
const acceptsBody = (route: RouteDefinition, body: unknown) => route.body.safeParse(body).success;

/**
 * What the server can tell apart in a one-field body: the contract's verdict on it (each issue's
 * field, code and catalogue message; the server validates every body with that same schema before a
 * handler reads it) and the body's size, in powers of ten (the size limits act before parsing).
 */
function bodyOutcome(route: RouteDefinition, rawBody: string): string {
  const parsed = route.body.safeParse(JSON.parse(rawBody));
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.code}:${issue.message}`).sort();
  return `${Math.ceil(Math.log10(rawBody.length + 1))}|${issues.join('|')}`;
}

export interface BadRequestOptions {
  /**
   * Per field, send one body of each outcome (bodyOutcome) rather than every value: the test's pass
   * over every route; the bench sends them all.
   */
  readonly oneOfEachOutcome?: boolean;
}

export function badRequests(
  route: RouteDefinition,
  runs: number,
  seed = 42,
  { oneOfEachOutcome = false }: BadRequestOptions = {},
): BadRequest[] {
  const requests: BadRequest[] = [];
  const base = pathWith(route, plausible);
  const add = (request: Omit<BadRequest, 'method'>) => requests.push({ method: route.method, ...request });

  // Path parameters: hostile values, raw and percent-encoded, one placeholder at a time.
  for (const name of route.path.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? []) {
    for (const value of HOSTILE_STRINGS.filter(Boolean))
      add({
        label: `path ${name}=${value.slice(0, 20)}`,
        path: pathWith(route, (n) => (n === name ? encodeHostile(value) : plausible(n))),
      });
    for (const raw of ['%E0%A4%A', '%', '%ZZ', '%C0%AF', 'a%00b'])
      add({ label: `path ${name} raw ${raw}`, path: pathWith(route, (n) => (n === name ? raw : plausible(n))) });
  }

  // Query: hostile values for each known field and an unknown one, and a malformed encoding.
  for (const name of [...fieldsOf(route.query), 'unknown_field', '__proto__']) {
    for (const value of ['__proto__', '-1', '1e999', 'x'.repeat(5000), 'é\u{1F3AC}'])
      add({
        label: `query ${name}=${value.slice(0, 20)}`,
        path: `${base}?${encodeHostile(name)}=${encodeHostile(value)}`,
      });
  }
  add({ label: 'query malformed encoding', path: `${base}?page=%ZZ&x=%` });

  // The working account, from the cookie and the header, out of bounds.
  for (const value of ['__proto__', 'x'.repeat(3000), 'é\u{1F3AC}']) {
    add({ label: `account cookie ${value.slice(0, 12)}`, path: base, cookies: { mp_presence_ai: value } });
    add({
      label: `account header ${value.slice(0, 12)}`,
      path: base,
      headers: { 'x-masterport-account': encodeHostile(value) },
    });
  }

  if (route.method === 'POST') {
    for (const rawBody of [
      'not json',
      '{',
      '[]',
      'null',
      '"text"',
      '1e309',
      '{"a":',
      '\uFEFF{}',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
    ]) {
      add({ label: `body ${rawBody.slice(0, 20)}`, path: base, rawBody });
    }
    add({ label: 'body as text/plain', path: base, rawBody: '{}', contentType: 'text/plain' });
    add({ label: 'body as form', path: base, rawBody: 'a=1', contentType: 'application/x-www-form-urlencoded' });
    add({
      label: 'body over the size limit',
      path: base,
      rawBody: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    if (!acceptsBody(route, {})) add({ label: 'body missing every field', path: base, rawBody: '{}' });
    add({ label: 'body with an unknown field', path: base, rawBody: JSON.stringify({ unknown_field: 1 }) });
    // Each field in turn: fixed hostile values, then random JSON values from fast-check.
    const random = fc.sample(
      fc.oneof(
        fc.jsonValue(),
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
      ),
      { numRuns: runs, seed },
    );
    for (const field of fieldsOf(route.body)) {
      const outcomes = new Set<string>();
      for (const value of [...HOSTILE_VALUES, ...random]) {
        if (acceptsBody(route, { [field]: value })) continue;
        const rawBody = JSON.stringify({ [field]: value });
        if (oneOfEachOutcome) {
          const outcome = bodyOutcome(route, rawBody);
          if (outcomes.has(outcome)) continue;
          outcomes.add(outcome);
        }
        add({ label: `body ${field}=${JSON.stringify(value)?.slice(0, 20)}`, path: base, rawBody });
      }
    }
  }
  return requests;
}

/** What an answer to bad input must be: below 500, and either a catalogue error or the gateway's own answer. */
export function problemWith(status: number, text: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (/\n\s+at |node_modules|\.ts:\d+|Error:/.test(text)) return 'a stack trace or error text in the body';
  let body: { success?: unknown; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return 'a body that is not JSON';
  }
  if (body.success === true) return undefined;
  if (
    body.success === false &&
    typeof body.code === 'string' &&
    (ERROR_CODES as string[]).includes(body.code) &&
    typeof body.message === 'string'
  )
    return undefined;
  // API Gateway's own answers before any Lambda: unknown path, malformed request.
  if ((status === 404 && body.message === 'Not Found') || (status === 400 && body.message === 'Bad Request'))
    return undefined;
  return `a body outside the catalogue: ${text.slice(0, 200)}`;
}
