import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Language, RouteDefinition } from '@masterport/contract';
import type { AuthContext, OperatorContext } from '@masterport/core/shared';
import type { z } from 'zod';

export interface RouteRequest<Route extends RouteDefinition> {
  body: z.output<Route['body']>;
  query: z.output<Route['query']>;
  /** The path's placeholders, validated by the route's params schema. */
  params: z.output<Route['params']>;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The caller's language: the session's, else Accept-Language, else English. */
  language: Language;
  /** Present on signed-in routes: the user, the account and their permission keys. */
  auth: Route['access'] extends 'user' ? AuthContext : AuthContext | undefined;
  /** Present on operators' routes (the operators' console): the operator signed in. */
  operator: Route['access'] extends 'operator' ? OperatorContext : OperatorContext | undefined;
  sourceIp: string;
  event: APIGatewayProxyEventV2;
}

/** `Omit` applied to each member of a union, so a union response keeps its members apart. */
type OmitEach<Type, Key extends PropertyKey> = Type extends unknown ? Omit<Type, Key> : never;

/** What a handler returns: the call's response without `success: true`, which the area handler adds. */
export type ResponseData<Route extends RouteDefinition> = OmitEach<z.input<Route['response']>, 'success'>;

export interface ReplyOptions {
  status?: number;
  /** A public answer the same for everyone (the site's counters) may tell caches to keep it. */
  cacheSeconds?: number;
  cookies?: string[];
}

/** An answer that also sets cookies, or a status other than 200. */
export class Reply<Data> {
  constructor(
    readonly data: Data,
    readonly options: ReplyOptions,
  ) {}
}

export const reply = <Data>(data: Data, options: ReplyOptions): Reply<Data> => new Reply(data, options);

export interface RouteHandler<Route extends RouteDefinition = RouteDefinition> {
  route: Route;
  run: (request: RouteRequest<Route>) => Promise<ResponseData<Route> | Reply<ResponseData<Route>>>;
}

/** Binds a handler to its contract entry so the request and response are typed from the schemas. */
export const handle = <Route extends RouteDefinition>(
  route: Route,
  run: (request: RouteRequest<Route>) => Promise<ResponseData<NoInfer<Route>> | Reply<ResponseData<NoInfer<Route>>>>,
): RouteHandler<Route> => ({ route, run });

/** What an area's router holds: handlers of different routes, each typed by its own. */
export interface AnyRouteHandler {
  route: RouteDefinition;
  run: (request: never) => Promise<unknown>;
}
