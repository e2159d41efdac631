import * as z from 'zod';
import type { PermissionKey } from './permissions.ts';
import {
  pathParamNames,
  type Access,
  type Area,
  type HttpMethod,
  type RouteFacts,
  type RouteSource,
} from './route-facts/facts.ts';
import { pathSegmentField } from './schemas/fields.ts';

export * from './route-facts/facts.ts';

/**
 * One documented call: its facts (`route-facts/facts.ts`, written in `route-facts/<file>.ts`) and
 * the zod schemas of what it takes and answers.
 */
export interface RouteDefinition<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  RouteAccess extends Access = Access,
  Params extends z.ZodObject = z.ZodObject,
> extends RouteFacts {
  readonly access: RouteAccess;
  /** All required, in both the account's and the user's lists; none when the facts name none. */
  readonly permissions: readonly PermissionKey[];
  readonly body: Body;
  readonly query: Query;
  /** The path's `{placeholders}`, validated like the body: API Gateway only says they are non-empty. */
  readonly params: Params;
  readonly response: Response;
  /** False while the schemas are the placeholder below: the call's feature has not been specified yet. */
  readonly specified: boolean;
}

/**
 * The largest JSON body a call accepts (413 beyond). No call needs more: files go straight to S3
 * with presigned URLs; the largest body is a long list of ids.
 */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/** What a file-answering route's handler returns; the API sends `content` with these headers, not JSON. */
/** `base64`: `content` is the file's bytes in base64 (binary files such as PDF). */
export const fileResponse = z.object({
  content: z.string(),
  content_type: z.string(),
  filename: z.string().min(1),
  base64: z.boolean().optional(),
});

/** Placeholder for calls whose feature has not been built: any JSON object; the route answers 501. */
export const unspecifiedSchema = z.looseObject({});
const emptyBody = z.strictObject({});
/**
 * A route that declares no query takes none: an unknown query name answers 400 validation_error,
 * as an unknown body field does (a route taking a query declares each name with its bounds).
 */
const noQuery = z.strictObject({});
/** Unbuilt routes answer 501 whatever they are sent. */
const anyQuery = z.record(z.string(), z.string());

/** The names of a path's placeholders: `'a/{x}/b/{y}'` gives `'x' | 'y'`. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

/** The schemas a route gives for some of its placeholders; the others get `pathSegmentField()`. */
type ParamFields<Path extends string> = { readonly [Name in PathParamName<Path>]?: z.ZodType };

type ParamsSchema<Path extends string, Given extends ParamFields<Path>> = z.ZodObject<
  { [Name in PathParamName<Path>]: Given[Name] extends z.ZodType ? Given[Name] : ReturnType<typeof pathSegmentField> },
  z.core.$strict
>;

function paramsSchema(path: string, given: Readonly<Record<string, z.ZodType | undefined>> = {}): z.ZodObject {
  const names = pathParamNames(path);
  const strangers = Object.keys(given).filter((name) => !names.includes(name));
  if (strangers.length) throw new Error(`Route ${path} has no placeholder ${strangers.join(', ')}`);
  return z.strictObject(Object.fromEntries(names.map((name) => [name, given[name] ?? pathSegmentField()])));
}

export function defineRoute<
  Path extends string,
  Body extends z.ZodType,
  Query extends z.ZodType,
  Response extends z.ZodType,
  RouteAccess extends Access,
  Given extends ParamFields<Path> = Record<never, never>,
>(route: {
  method: HttpMethod;
  path: Path;
  access: RouteAccess;
  area: Area;
  source: RouteSource;
  permissions?: readonly PermissionKey[];
  body?: Body;
  query?: Query;
  params?: Given;
  response: Response;
  file?: boolean;
  bills?: boolean;
  openToBlockedAccount?: boolean;
}): RouteDefinition<Body, Query, Response, RouteAccess, ParamsSchema<Path, Given>> {
  return {
    permissions: [],
    body: (route.method === 'GET' ? emptyBody : unspecifiedSchema) as unknown as Body,
    query: noQuery as unknown as Query,
    ...route,
    params: paramsSchema(route.path, route.params) as ParamsSchema<Path, Given>,
    specified: true,
  };
}

/** A documented call whose schemas arrive with its feature. */
export function pendingRoute(
  method: HttpMethod,
  path: string,
  access: 'public' | 'user',
  area: Area,
  source: RouteSource,
  permissions: readonly PermissionKey[] = [],
): RouteDefinition {
  return {
    method,
    path,
    access,
    area,
    source,
    permissions,
    specified: false,
    body: method === 'GET' ? emptyBody : unspecifiedSchema,
    query: anyQuery,
    params: paramsSchema(path),
    response: unspecifiedSchema,
  };
}
