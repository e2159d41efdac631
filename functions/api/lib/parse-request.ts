import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Language, RouteDefinition } from '@masterport/contract';
import { AppError, zodIssuesToFields } from '@masterport/core';
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
  const body = route.body.safeParse(rawBody);
  if (!body.success) throw new AppError('validation_error', { fields: zodIssuesToFields(body.error.issues) });
  const query = route.query.safeParse(event.queryStringParameters ?? {});
  if (!query.success) throw new AppError('validation_error', { fields: zodIssuesToFields(query.error.issues) });

  return {
    body: body.data,
    query: query.data,
    params: (event.pathParameters ?? {}) as Record<string, string>,
    cookies: parseCookies(event),
    headers: event.headers,
    language: preferredLanguage(event.headers['accept-language']),
    auth: undefined,
    sourceIp: event.requestContext.http.sourceIp,
    event,
  };
}
