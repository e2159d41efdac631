import {
  APP_VERSION,
  COOKIE_ACCOUNT_ID,
  COOKIE_EXPIRY,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  REFRESHABLE_CODES,
  type ErrorCode,
  type Language,
} from '@masterport/contract';
import { authRoutes, type DefinitionOf, type RouteFacts } from '@masterport/contract/routes';
import type { z } from 'zod';
import { paths } from '#config/paths.ts';
import ERROR_CODES from '#locales/from-contract/error-codes.json';

/*
 * The client takes a route's facts (`@masterport/contract/routes`: method, path, access), not its
 * schemas, so that zod stays out of the app's first download; bodies and answers are typed from the
 * route's definition's type.
 */
export type RouteBody<R extends RouteFacts> = z.input<DefinitionOf<R>['body']>;
export type RouteResponse<R extends RouteFacts> = z.output<DefinitionOf<R>['response']>;

/** Codes the API never sends but the client needs: the request did not get an answer we can read. */
export type ClientErrorCode = 'network_error' | 'unknown_error';

/**
 * The catalogue's codes, from the file the contract writes (contract-texts.ts): the catalogue itself
 * holds both languages' messages, which the first download leaves to each language's dictionary.
 */
const CATALOGUE_CODES = new Set<string>(ERROR_CODES);
export const isCatalogueCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && CATALOGUE_CODES.has(code);

/** A failed call. Screens switch on `code`, never on the message text. */
export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  readonly status: number;
  /** Field issues keyed by the request's field path (`user.email`); values are validation.* keys. */
  readonly fields: Readonly<Record<string, string>>;
  /** What the failure is about, to name it on the screen (stations, outputs). */
  readonly details: readonly string[];
  readonly body: unknown;
  /** True when the client already told the user (a toast or a redirect); screens then stay quiet. */
  handled = false;

  constructor(
    code: ErrorCode | ClientErrorCode,
    status: number,
    options: { fields?: Record<string, string>; details?: string[]; body?: unknown; message?: string } = {},
  ) {
    super(options.message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = options.fields ?? {};
    this.details = options.details ?? [];
    this.body = options.body;
  }
}

/** Where the API is mounted on the app's origin (CloudFront and the local cloud route it). */
export const API_BASE_URL = '/api/';

/** The headers of every call: JSON, the CSRF defence, and the language the answer's messages are in. */
export const requestHeaders = (language: string): Record<string, string> => ({
  'content-type': 'application/json',
  accept: 'application/json',
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  'accept-language': language,
});

/**
 * A request the page's document already sent for a call (a public link's first reads, sent by its
 * prerendered head while the scripts load: first-read.ts), by its method, address and body; its
 * answer, or undefined when there is none to take (then the client sends its own).
 */
export type FirstRead = (
  method: string,
  url: string,
  body: string | undefined,
) => Promise<Response | undefined> | undefined;

/** What the client asks the app to do; the app wires these to the router and to notifications. */
export type ApiEvent =
  | { type: 'navigate'; to: string; state?: unknown }
  | { type: 'notify'; kind: 'error' | 'attention'; code: ErrorCode; autoClose: number }
  | { type: 'session-expired' };

export interface ApiClientConfig {
  fetch: typeof fetch;
  /** Where the API is mounted, ending with a slash. */
  baseUrl: string;
  readCookie: (name: string) => string | undefined;
  /** Milliseconds since the epoch. */
  now: () => number;
  language: () => Language;
  timezone: () => string;
  onEvent: (event: ApiEvent) => void;
  /** Pause before a read is tried again. */
  retryDelayMs: number;
  /** A public call's answer already on its way (first-read.ts): taken for the call's first attempt. */
  firstRead: FirstRead;
}

export interface CallOptions {
  /** Values for the route's `{param}` placeholders. */
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  /** A POST that only reads (user/load-data): retried like a GET. */
  read?: boolean;
  signal?: AbortSignal;
}

/** Reads are tried again twice (seed 000 §9) after a network failure or a server error. */
export const READ_RETRIES = 2;
/** Refresh a little before the access token's expiry so a call does not race it. */
export const EXPIRY_MARGIN_SECONDS = 15;

/** Where the 402 account states send the user (seed 000 §8). */
export const ACCOUNT_STATE_PAGES: Partial<Record<ErrorCode, string>> = {
  payment_method_missing: paths.accountState.addPayment.getHref(),
  waiting_approval: paths.accountState.waitingApproval.getHref(),
  payment_overdue: paths.accountState.paymentOverdue.getHref(),
  account_cancelled: paths.accountState.canceled.getHref(),
};

export const TOAST_MS = { short: 2200, medium: 3200, long: 4200 } as const;

const REFRESHABLE = new Set<string>(REFRESHABLE_CODES);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function buildPath(route: RouteFacts, options: CallOptions): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route.path}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function readError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = (body ?? {}) as { code?: unknown; message?: unknown; fields?: unknown; details?: unknown };
  if (isCatalogueCode(record.code)) {
    const fields =
      record.fields && typeof record.fields === 'object' ? (record.fields as Record<string, string>) : undefined;
    const details = Array.isArray(record.details) ? record.details.map(String) : undefined;
    return new ApiError(record.code, response.status, {
      fields,
      details,
      body,
      message: typeof record.message === 'string' ? record.message : undefined,
    });
  }
  // Not one of our bodies (a proxy page, an empty answer): fall back on the status.
  if (response.status === 503) return new ApiError('maintenance', 503, { body });
  if (response.status >= 500) return new ApiError('internal_error', response.status, { body });
  if (response.status === 404) return new ApiError('not_found', 404, { body });
  return new ApiError('unknown_error', response.status, { body });
}

export function createApiClient(initial: Partial<ApiClientConfig> = {}) {
  const config: ApiClientConfig = {
    fetch: (...args) => globalThis.fetch(...args),
    baseUrl: API_BASE_URL,
    readCookie: () => undefined,
    now: () => Date.now(),
    language: () => 'en',
    timezone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    onEvent: () => undefined,
    retryDelayMs: 400,
    firstRead: () => undefined,
    ...initial,
  };

  /** The one refresh in flight; every caller that needs a fresh token waits for it. */
  let refreshing: Promise<boolean> | null = null;
  /** Counts successful refreshes, so a 401 for a request sent before the last refresh just retries. */
  let generation = 0;
  /** Counts failed refreshes, so requests queued behind a failed refresh do not try again. */
  let failures = 0;
  let expirySignalled = false;

  const requestOf = (route: RouteFacts, body: unknown, options: CallOptions) => ({
    url: config.baseUrl + buildPath(route, options),
    payload: route.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });

  const send = (route: RouteFacts, body: unknown, options: CallOptions): Promise<Response> => {
    const { url, payload } = requestOf(route, body, options);
    return config.fetch(url, {
      method: route.method,
      credentials: 'same-origin',
      headers: requestHeaders(config.language()),
      body: payload,
      signal: options.signal,
    });
  };

  /** A public call's answer the document already asked for, if any; one request, not two. */
  function firstRead(
    route: RouteFacts,
    body: unknown,
    options: CallOptions,
  ): Promise<Response | undefined> | undefined {
    if (route.access !== 'public') return undefined;
    const { url, payload } = requestOf(route, body, options);
    return config.firstRead(route.method, url, payload);
  }

  async function runRefresh(): Promise<boolean> {
    const accountId = config.readCookie(COOKIE_ACCOUNT_ID);
    if (!accountId) {
      failures += 1;
      return false;
    }
    let response: Response;
    try {
      response = await send(
        authRoutes.refreshToken,
        {
          account_id: accountId,
          timezone: config.timezone(),
          app_version: APP_VERSION,
        },
        {},
      );
    } catch {
      // Offline is not signed out: the caller sees a network error and the session is kept.
      throw new ApiError('network_error', 0);
    }
    if (!response.ok) {
      failures += 1;
      return false;
    }
    generation += 1;
    return true;
  }

  /** One refresh at a time: concurrent callers share the same promise. */
  function refresh(): Promise<boolean> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function sessionExpired(): void {
    if (expirySignalled) return;
    expirySignalled = true;
    config.onEvent({ type: 'session-expired' });
  }

  function expired(): boolean {
    const expiry = Number(config.readCookie(COOKIE_EXPIRY));
    return Number.isFinite(expiry) && expiry > 0 && config.now() / 1000 >= expiry - EXPIRY_MARGIN_SECONDS;
  }

  /** Before a signed-in call: wait for a refresh in flight, or start one when the token has expired. */
  async function ensureFresh(): Promise<void> {
    if (refreshing) {
      await refreshing.catch(() => undefined);
      return;
    }
    if (!expired()) return;
    if (!(await refresh())) {
      sessionExpired();
      const error = new ApiError('invalid_token', 401);
      error.handled = true;
      throw error;
    }
  }

  /** The seed's global reactions: account-state pages, the 500 toast, the maintenance page. */
  function react(error: ApiError): void {
    const page = ACCOUNT_STATE_PAGES[error.code as ErrorCode];
    if (error.status === 402 && page) {
      if (error.code === 'payment_method_missing') {
        config.onEvent({ type: 'notify', kind: 'attention', code: error.code, autoClose: TOAST_MS.long });
      }
      config.onEvent({ type: 'navigate', to: page });
      error.handled = true;
    } else if (error.status === 503) {
      config.onEvent({ type: 'navigate', to: paths.maintenance.getHref(), state: error.body });
      error.handled = true;
    } else if (error.status >= 500 && error.status !== 501) {
      config.onEvent({ type: 'notify', kind: 'error', code: 'internal_error', autoClose: TOAST_MS.medium });
      error.handled = true;
    }
  }

  async function call<R extends RouteFacts>(
    route: R,
    body?: RouteBody<R>,
    options: CallOptions = {},
  ): Promise<RouteResponse<R>> {
    const signedIn = route.access === 'user';
    const isRead = route.method === 'GET' || options.read === true;
    if (signedIn) await ensureFresh();

    let attempt = 0;
    let refreshed = false;
    let early = firstRead(route, body, options);
    for (;;) {
      const sentAt = generation;
      const failuresAtSend = failures;
      let response: Response;
      try {
        // The document's own request, when it sent one, stands for the first attempt; none, a
        // failed or a slow one: this client sends its own, as without it.
        const sentEarly = early && (await early);
        early = undefined;
        response = sentEarly ?? (await send(route, body, options));
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        if (isRead && attempt < READ_RETRIES) {
          attempt += 1;
          await sleep(config.retryDelayMs * attempt);
          continue;
        }
        throw new ApiError('network_error', 0);
      }

      if (response.ok) {
        expirySignalled = false;
        return (await response.json()) as RouteResponse<R>;
      }

      const error = await readError(response);
      if (signedIn && error.status === 401 && REFRESHABLE.has(error.code)) {
        // Refused again with a fresh token (access to the account was revoked meanwhile): the
        // session is over, as when the refresh itself fails, and the user signs in again.
        if (refreshed) {
          sessionExpired();
          error.handled = true;
          throw error;
        }
        refreshed = true;
        if (refreshing) await refreshing.catch(() => undefined);
        // Another caller refreshed after this request left: its new token is already in the cookie.
        if (generation !== sentAt) continue;
        if (failures === failuresAtSend && (await refresh())) continue;
        sessionExpired();
        error.handled = true;
        throw error;
      }
      if (isRead && error.status >= 500 && error.status !== 501 && error.status !== 503 && attempt < READ_RETRIES) {
        attempt += 1;
        await sleep(config.retryDelayMs * attempt);
        continue;
      }
      react(error);
      throw error;
    }
  }

  return {
    call,
    refresh,
    configure(next: Partial<ApiClientConfig>): void {
      Object.assign(config, next);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
