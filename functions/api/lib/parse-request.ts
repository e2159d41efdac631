import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Language, RouteDefinition } from '@masterport/contract';
import { AppError, zodIssuesToFields } from '@masterport/core/shared';
import type { z } from 'zod';
import type { RouteRequest } from './route-handler.ts';

export function parseCookies(event: APIGatewayProxyEventV2): Record<string, string> {
  const cookies: Record<string, string> = {};
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

const preferredLanguage = (header: string | undefined): Language =>
  header?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';

/** The parsed value, or the catalogue's validation_error naming each faulty field. */
function validated<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('validation_error', { fields: zodIssuesToFields(result.error.issues) });
  return result.data;
}

/** Parses and validates the whole request with the route's schemas: body, query and path. */
export function parseRequest(route: RouteDefinition, event: APIGatewayProxyEventV2): RouteRequest<RouteDefinition> {
  let rawBody: unknown = {};
  if (event.body) {
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    try {
      rawBody = JSON.parse(text);
    } catch {
      throw new AppError('validation_error', { fields: { body: 'json' } });
    }
  }
  return {
    body: validated(route.body, rawBody),
    query: validated(route.query, event.queryStringParameters ?? {}),
    params: validated(route.params, event.pathParameters ?? {}),
    cookies: parseCookies(event),
    headers: event.headers,
    language: preferredLanguage(event.headers['accept-language']),
    auth: undefined,
    sourceIp: event.requestContext.http.sourceIp,
    event,
  };
}
