import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import {
  containsCardNumber,
  fileResponse,
  openToBlockedAccount,
  routeKey,
  type Area,
  type RouteDefinition,
} from '@masterport/contract';
import { config } from '@masterport/core/config';
import { AppError, authorizeOperator, authorizeRequest, logger } from '@masterport/core/shared';
import { errorResult, fileResult, jsonResult } from './http-result.ts';
import { parseCookies, parseRequest, preferredLanguage } from './parse-request.ts';
import { Reply, type AnyRouteHandler, type RouteHandler } from './route-handler.ts';

type Handlers = readonly AnyRouteHandler[];

/** The request's body, query and path, as sent (a base64 body decoded), searched for a card number. */
function carriesCardNumber(event: APIGatewayProxyEventV2): boolean {
  const body = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text; // malformed percent-encoding: searched as sent
    }
  };
  return [body, decoded(event.rawQueryString ?? ''), decoded(event.rawPath ?? '')].some(containsCardNumber);
}

/**
 * The one middy stack of every API Lambda: logging context, header normalisation, then our router,
 * which finds the contract entry, parses and validates the request with its zod schemas,
 * authenticates signed-in routes, runs the handler, adds `success: true` to its data, checks the
 * answer against the response schema and maps typed errors to the catalogue.
 * Routes of the area without a handler answer 501 not_implemented. `routes` is the area's own list
 * (the contract's `<area>AreaRoutes`), not ROUTES, so the bundle carries only this area's schemas.
 */
export function createAreaHandler(area: Area, routes: readonly RouteDefinition[], handlers: Handlers) {
  const byKey = new Map<string, RouteHandler>();
  for (const handler of handlers as unknown as RouteHandler[]) byKey.set(routeKey(handler.route), handler);
  const areaRoutes = new Map<string, RouteDefinition>(
    routes.filter((route) => route.area === area).map((route) => [routeKey(route), route]),
  );
  for (const key of byKey.keys()) {
    if (!areaRoutes.has(key)) throw new Error(`Handler ${key} is not a route of area ${area}`);
  }

  const route = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const definition = areaRoutes.get(event.routeKey);
    let language: 'en' | 'fr' = 'en';
    try {
      language = preferredLanguage(event.headers['accept-language']);
      // The stage's maintenance switch (docs/site.md): every call is refused alike, before anything
      // reads the table, so the data can be worked on; the app shows /maintenance with this body.
      if (config().maintenance) throw new AppError('maintenance');
      // Card data never reaches us (docs/billing-cards.md): a request carrying a card number is
      // refused before anything reads, parses or logs it.
      if (carriesCardNumber(event)) throw new AppError('payment_method_card_number');
      if (!definition) throw new AppError('not_found');
      // Who calls and what they may do comes before what they send: a caller without the route's
      // keys learns nothing of the call's shape, and is refused the same way whatever the body.
      const auth =
        definition.access === 'user'
          ? await authorizeRequest({
              permissions: definition.permissions,
              method: definition.method,
              cookies: parseCookies(event),
              headers: event.headers,
              // The payment gates (docs/billing.md): each route's flags in the route table.
              allowBlockedAccount: openToBlockedAccount(definition),
              bills: definition.bills,
            })
          : undefined;
      // An operator's call accepts an operator's token only, and an account's call never does.
      const operator =
        definition.access === 'operator'
          ? await authorizeOperator({ method: definition.method, cookies: parseCookies(event), headers: event.headers })
          : undefined;
      if (auth) language = auth.language;
      const request = parseRequest(definition, event);
      if (auth) {
        request.auth = auth;
        request.language = auth.language;
      }
      if (operator) request.operator = operator;
      const handler = byKey.get(event.routeKey);
      if (!handler) throw new AppError('not_implemented');
      const answer = await handler.run(request as never);
      const { data, options }: Reply<unknown> = answer instanceof Reply ? answer : new Reply(answer, {});
      // A file is sent as itself; every JSON answer carries the seeds' `success: true`.
      const parsed = definition.response.safeParse(definition.file ? data : { success: true, ...(data as object) });
      if (!parsed.success) {
        logger.error('Response does not match its contract schema', {
          route: event.routeKey,
          issues: parsed.error.issues,
        });
        throw new Error('response contract mismatch');
      }
      if (definition.file) return fileResult(fileResponse.parse(parsed.data));
      return jsonResult(
        options.status ?? 200,
        parsed.data,
        options.cookies,
        options.cacheSeconds ? { 'cache-control': `public, max-age=${options.cacheSeconds}` } : {},
      );
    } catch (error) {
      return errorResult(error, language);
    }
  };

  const lambdaHandler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    // Never the event: its body may carry what a user typed (a card number refused below, a password).
    .use(injectLambdaContext(logger, { resetKeys: true, logEvent: false }))
    .use(httpHeaderNormalizer())
    .handler(route);
  // Read by `npm run routes` to count built routes against the ones answering 501.
  return Object.assign(lambdaHandler, { builtRouteKeys: [...byKey.keys()] });
}
