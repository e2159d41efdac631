import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MAX_JSON_BODY_BYTES, type Language, type RouteDefinition } from '@masterport/contract';
import { AppError, zodIssuesToFields } from '@masterport/core/shared';
import type { z } from 'zod';
import type { RouteRequest } from './route-handler.ts';

export function parseCookies(event: APIGatewayProxyEventV2): Record<string, string> {
  // No prototype: a cookie named `__proto__` or `constructor` is just an unknown cookie.
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  const pairs = event.cookies ?? (event.headers.cookie ?? '').split(';');
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index < 1) continue;
    const name = pair.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(pair.slice(index + 1).trim());
    } catch {
      // a malformed cookie value is ignored, as browsers do
    }
  }
  return cookies;
}

export const preferredLanguage = (header: string | undefined): Language =>
  header?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';

/**
 * The parsed value, or the catalogue's validation_error naming each faulty field; a fault of the
 * whole (an unknown name) is named after the part: `body`, `query` or `path`.
 */
function validated<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  part: 'body' | 'query' | 'path',
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('validation_error', { fields: zodIssuesToFields(result.error.issues, part) });
  return result.data;
}

const JSON_CONTENT_TYPE = /^application\/([\w.-]+\+)?json\s*(;.*)?$/i;

/**
 * Parses and validates the whole request with the route's schemas: body, query and path. A body
 * must be JSON and say so (415 otherwise) and stay under MAX_JSON_BODY_BYTES (413).
 */
export function parseRequest(route: RouteDefinition, event: APIGatewayProxyEventV2): RouteRequest<RouteDefinition> {
  let rawBody: unknown = {};
  if (event.body) {
    const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
    if (bytes.length > MAX_JSON_BODY_BYTES) throw new AppError('payload_too_large');
    if (!JSON_CONTENT_TYPE.test(event.headers['content-type'] ?? '')) throw new AppError('unsupported_media_type');
    const text = bytes.toString('utf8');
    try {
      rawBody = JSON.parse(text);
    } catch {
      throw new AppError('validation_error', { fields: { body: 'json' } });
    }
  }
  return {
    body: validated(route.body, rawBody, 'body'),
    query: validated(route.query, event.queryStringParameters ?? {}, 'query'),
    params: validated(route.params, event.pathParameters ?? {}, 'path'),
    cookies: parseCookies(event),
    headers: event.headers,
    language: preferredLanguage(event.headers['accept-language']),
    auth: undefined,
    operator: undefined,
    sourceIp: event.requestContext.http.sourceIp,
    event,
  };
}
