import * as z from 'zod';
import type { PermissionKey } from './permissions.ts';
import { pathSegmentField } from './schemas/fields.ts';

export type Area =
  | 'auth'
  | 'account'
  | 'profile'
  | 'call-letters'
  | 'billing'
  | 'plan'
  | 'documents'
  | 'masters'
  | 'distributions'
  | 'playlists'
  | 'public'
  | 'site'
  | 'uploads'
  | 'ops';

export const AREAS: readonly Area[] = [
  'auth',
  'account',
  'profile',
  'call-letters',
  'billing',
  'plan',
  'documents',
  'masters',
  'distributions',
  'playlists',
  'public',
  'site',
  'uploads',
  'ops',
];

export type HttpMethod = 'GET' | 'POST';

/**
 * One documented call. `path` is relative to the API base `/api`, with `{param}` placeholders as
 * in the seeds. `permissions` are all required, in both the account's and the user's lists.
 * `source` says which seed documents the call, or `ours` for calls the seeds need but do not list.
 * `access`: anyone (`public`), a member of an account (`user`), or a platform operator (`operator`,
 * the operators' console): an account's user never reaches an operator's call, nor the reverse.
 */
export type Access = 'public' | 'user' | 'operator';

export interface RouteDefinition<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  RouteAccess extends Access = Access,
  Params extends z.ZodObject = z.ZodObject,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly area: Area;
  readonly permissions: readonly PermissionKey[];
  readonly body: Body;
  readonly query: Query;
  /** The path's `{placeholders}`, validated like the body: API Gateway only says they are non-empty. */
  readonly params: Params;
  readonly response: Response;
  readonly source: '000' | '001' | 'ours';
  /** False while the schemas are the placeholder below: the call's feature has not been specified yet. */
  readonly specified: boolean;
  /** The call answers a file (its response schema is `fileResponse`): sent as the file itself, as an attachment. */
  readonly file?: boolean;
  /**
   * The call can lead to a billable event (docs/billing.md, "Payment gates"): an account whose plan
   * needs a card (`planNeedsCard`) and has none is refused it with 402 `payment_method_missing`.
   */
  readonly bills?: boolean;
  /**
   * Whether the call stays open to an account that cannot be used (payment overdue, waiting for
   * approval, cancelled): its area decides (`AREAS_OPEN_TO_BLOCKED_ACCOUNTS`) unless the route says.
   */
  readonly openToBlockedAccount?: boolean;
}

/**
 * The areas a blocked account still reaches (docs/billing.md, "Payment gates"): the session's own
 * calls (sign-in and out, load-data, accounts, profile, switching account), billing, so the user can
 * pay, and the plan. Every other signed-in call answers the account's 402.
 */
export const AREAS_OPEN_TO_BLOCKED_ACCOUNTS: ReadonlySet<Area> = new Set<Area>(['auth', 'account', 'billing', 'plan']);

/** Whether a blocked account may make this call: the route's own flag, else its area's. */
export const openToBlockedAccount = (route: Pick<RouteDefinition, 'area' | 'openToBlockedAccount'>): boolean =>
  route.openToBlockedAccount ?? AREAS_OPEN_TO_BLOCKED_ACCOUNTS.has(route.area);

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

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} /api/${route.path}`;

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

export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

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
  source: '000' | '001' | 'ours';
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
  source: '000' | '001' | 'ours',
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
