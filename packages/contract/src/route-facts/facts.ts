import type { PermissionKey } from '../permissions.ts';
import type { RouteDefinition } from '../route.ts';

/*
 * What a call is, without its schemas: method, path, who may make it, its area and flags. The API
 * client of the SPA needs only these, so its first download carries no zod (docs/site.md, "A route
 * table without schemas"). Each route's facts are written once, in `route-facts/<file>.ts`; its
 * definition in `routes/<file>.ts` spreads them and adds the schemas. This module and the facts
 * files import nothing at run time but each other.
 */

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
 * Who may make a call: anyone (`public`), a member of an account (`user`), or a platform operator
 * (`operator`, the operators' console): an account's user never reaches an operator's call, nor the
 * reverse.
 */
export type Access = 'public' | 'user' | 'operator';

/** Which seed documents the call, or `ours` for calls the seeds need but do not list. */
export type RouteSource = '000' | '001' | 'ours';

/**
 * One documented call's facts. `path` is relative to the API base `/api`, with `{param}`
 * placeholders as in the seeds. `permissions` are all required, in both the account's and the
 * user's lists.
 */
export interface RouteFacts {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  readonly area: Area;
  readonly source: RouteSource;
  readonly permissions?: readonly PermissionKey[];
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
export const openToBlockedAccount = (route: Pick<RouteFacts, 'area' | 'openToBlockedAccount'>): boolean =>
  route.openToBlockedAccount ?? AREAS_OPEN_TO_BLOCKED_ACCOUNTS.has(route.area);

export const routeKey = (route: Pick<RouteFacts, 'method' | 'path'>): string => `${route.method} /api/${route.path}`;

export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** Only a type: the definition (with its schemas) whose facts these are. Never present at run time. */
declare const definedBy: unique symbol;

/**
 * A route's facts as `@masterport/contract/routes` exports them: the facts, plus the type (not the
 * value) of the route's definition, from which the SPA's client types each call's body and answer.
 */
export type TypedRouteFacts<Definition extends RouteDefinition> = RouteFacts &
  Pick<Definition, 'method' | 'path' | 'access'> & { readonly [definedBy]?: Definition };

/** The definition of a route given as its typed facts, or as the definition itself. */
export type DefinitionOf<Route extends RouteFacts> = Route extends RouteDefinition
  ? Route
  : Route extends { readonly [definedBy]?: infer Definition }
    ? NonNullable<Definition>
    : never;

/** A table of definitions, as its table of typed facts. */
export type TypedRouteFactsTable<Table> = {
  readonly [Name in keyof Table]: Table[Name] extends RouteDefinition ? TypedRouteFacts<Table[Name]> : never;
};

/**
 * Gives a facts table the type of its definitions' table: the facts are checked against the
 * definitions' own (same names, same methods and paths), then typed as they are. Only a cast at run time.
 */
export const typedFacts = <Table>(facts: {
  readonly [Name in keyof Table]: Table[Name] extends RouteDefinition
    ? Pick<Table[Name], 'method' | 'path'> & RouteFacts
    : never;
}): TypedRouteFactsTable<Table> => facts as TypedRouteFactsTable<Table>;

/** One route's facts, typed with its definition, as `typedFacts` does for a table. */
export const typedRouteFacts = <Definition extends RouteDefinition>(
  facts: Pick<Definition, 'method' | 'path'> & RouteFacts,
): TypedRouteFacts<Definition> => facts as TypedRouteFacts<Definition>;
