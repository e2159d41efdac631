/**
 * A public link's first reads, sent by its prerendered document while the app's scripts load
 * (docs/site.md, "Painted from prerendered HTML"): the head's script (app/prerender-app-pages.tsx)
 * asks for the link's details with the very request the page would send (same address, headers and
 * body), and keeps each answer's promise here under the request's key. The API client takes it for
 * the call's first attempt (api-client.ts, `firstRead`), so the page's data no longer waits for the
 * scripts and then a round trip, and the link is read once, not twice.
 */

/** Where the head's script keeps the requests it sent, on `window`. */
export const FIRST_READS_GLOBAL = '__masterportFirstReads';

/**
 * How long a page waits for the document's request once it asks for it: a request still unanswered
 * then (a stalled connection) is left, and the client sends its own, as it did before.
 */
export const FIRST_READ_PATIENCE_MS = 3000;

/**
 * A request's key: its method, address and body (a POST's JSON). The head's script builds the same
 * (`firstReadKeyScript`); a key that differs only costs the second request.
 */
export const firstReadKey = (method: string, url: string, body: string | undefined): string =>
  [method, url, body ?? ''].join(' ');

/** The same key in the head's script, from its variables `m` (method), `u` (address) and `b` (body). */
export const firstReadKeyScript = '[m,u,b||""].join(" ")';

type FirstReads = Record<string, Promise<Response>>;

/**
 * The answer to the document's request for this call, once: undefined when it sent none, and a
 * promise of undefined when it failed or is slower than `FIRST_READ_PATIENCE_MS`.
 */
export function takeFirstRead(
  method: string,
  url: string,
  body: string | undefined,
): Promise<Response | undefined> | undefined {
  const reads = (globalThis as { [FIRST_READS_GLOBAL]?: FirstReads })[FIRST_READS_GLOBAL];
  const key = firstReadKey(method, url, body);
  const read = reads?.[key];
  if (!reads || !read) return undefined;
  // Once: a later read of the same call (a refresh, a retry) asks the API again.
  delete reads[key];
  let stopWaiting = () => undefined as void;
  const patience = new Promise<undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), FIRST_READ_PATIENCE_MS);
    stopWaiting = () => clearTimeout(timer);
  });
  return Promise.race([read.catch(() => undefined), patience]).finally(() => stopWaiting());
}

/**
 * A public link's heading drawn from the document's first answer, before the app runs (docs/site.md,
 * session 36's second part): the prerendered skeleton's lines that name a field of that answer
 * (`FIRST_FILL_ATTRIBUTE`, a path such as `master.title`) are written by the head's script with the
 * answer's value, through the line's own words (`FIRST_FILL_TEMPLATE_ATTRIBUTE`, the dictionary's
 * sentence with `FIRST_FILL_MARK` where the value goes) in that copy's language. The values it wrote
 * are kept on `window` (`FIRST_FILLS_GLOBAL`, with the address they belong to), so the app's first
 * render of the skeleton draws the same lines (`firstFilledValue`) instead of taking them away.
 */
export const FIRST_FILL_ATTRIBUTE = 'data-first-fill';
export const FIRST_FILL_TEMPLATE_ATTRIBUTE = 'data-first-fill-template';
export const FIRST_FILL_MARK = '{value}';
export const FIRST_FILLS_GLOBAL = '__masterportFirstFills';

/** What the head's script wrote: the address it was on and each field's value. */
type FirstFills = { path: string; values: Record<string, string> };

/** The value the document's script wrote for an answer's field on this address, if it wrote one. */
export function firstFilledValue(field: string): string | undefined {
  const fills = (globalThis as { [FIRST_FILLS_GLOBAL]?: FirstFills })[FIRST_FILLS_GLOBAL];
  if (!fills || fills.path !== globalThis.location?.pathname) return undefined;
  return fills.values[field];
}
