import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Language, RouteDefinition } from '@masterport/contract';
import type { AuthContext } from '@masterport/core';
import type { z } from 'zod';

export interface RouteRequest<Route extends RouteDefinition> {
  body: z.output<Route['body']>;
  query: z.output<Route['query']>;
  params: Record<string, string>;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The caller's language: the session's, else Accept-Language, else English. */
  language: Language;
  /** Present on signed-in routes: the user, the account and their permission keys. */
  auth: Route['access'] extends 'user' ? AuthContext : AuthContext | undefined;
  sourceIp: string;
  event: APIGatewayProxyEventV2;
}

export interface RouteResult<Route extends RouteDefinition> {
  body: z.input<Route['response']>;
  status?: number;
  cookies?: string[];
}

export interface RouteHandler<Route extends RouteDefinition = RouteDefinition> {
  route: Route;
  run: (request: RouteRequest<Route>) => Promise<RouteResult<Route>>;
}

/** Binds a handler to its contract entry so the request and response are typed from the schemas. */
export const handle = <Route extends RouteDefinition>(
  route: Route,
  run: (request: RouteRequest<Route>) => Promise<RouteResult<NoInfer<Route>>>,
): RouteHandler<Route> => ({ route, run });

/** What an area's router holds: handlers of different routes, each typed by its own. */
export interface AnyRouteHandler {
  route: RouteDefinition;
  run: (request: never) => Promise<{ body: unknown; status?: number; cookies?: string[] }>;
}
