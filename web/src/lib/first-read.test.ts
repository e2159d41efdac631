import { publicFileRoutes, publicPlaylistRouteTable } from '@masterport/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import {
  FIRST_FILLS_GLOBAL,
  FIRST_READ_PATIENCE_MS,
  FIRST_READS_GLOBAL,
  firstFilledValue,
  firstReadKey,
  takeFirstRead,
} from './first-read.ts';

const DETAILS_URL = '/api/master-files/get-details/2026-11-27/abc';
const link = { params: { created_on: '2026-11-27', hash_key: 'abc' } };
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The document's requests, as its head's script leaves them on `window`. */
function sentByTheDocument(reads: Record<string, Promise<Response>>) {
  (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL] = reads;
}

/** A client whose own requests are counted, taking the document's as the app's does (api.ts). */
function client() {
  const fetch = vi.fn(async () => answer(200, { master: { title: 'Sent by the app' } }));
  const api = createApiClient({ fetch: fetch as typeof globalThis.fetch, firstRead: takeFirstRead, retryDelayMs: 0 });
  return { api, fetch };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL];
  vi.useRealTimers();
});

describe('a public link’s first reads, sent by its document (docs/site.md)', () => {
  it('answers the page’s call with the document’s request, once: the link is read once, not twice', async () => {
    // Arrange
    sentByTheDocument({
      [firstReadKey('GET', DETAILS_URL, undefined)]: Promise.resolve(answer(200, { master: { title: 'Early' } })),
    });
    const { api, fetch } = client();

    // Act
    const first = await api.call(publicFileRoutes.getMasterDetails, undefined, link);
    const again = await api.call(publicFileRoutes.getMasterDetails, undefined, link);

    // Assert: the first from the document, a later read (a refresh) from the API.
    expect(first).toEqual({ master: { title: 'Early' } });
    expect(again).toEqual({ master: { title: 'Sent by the app' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the link’s error from the document’s answer, as from its own', async () => {
    // Arrange
    sentByTheDocument({
      [firstReadKey('GET', DETAILS_URL, undefined)]: Promise.resolve(
        answer(404, { success: false, code: 'not_found', message: 'Not found' }),
      ),
    });
    const { api, fetch } = client();

    // Act
    const error = await api.call(publicFileRoutes.getMasterDetails, undefined, link).catch((caught: unknown) => caught);

    // Assert
    expect(error).toMatchObject({ code: 'not_found', status: 404 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('matches a POST by its body, and leaves a call whose body differs to its own request', async () => {
    // Arrange
    const url = '/api/playlists/get-masters-list';
    const body = JSON.stringify({ created_on: '2026-11-27', hash_key: 'abc' });
    sentByTheDocument({ [firstReadKey('POST', url, body)]: Promise.resolve(answer(200, { masters_list: [] })) });
    const { api, fetch } = client();

    // Act
    const other = await api.call(publicPlaylistRouteTable.getMastersList, { created_on: 'x', hash_key: 'y' });
    const same = await api.call(publicPlaylistRouteTable.getMastersList, { created_on: '2026-11-27', hash_key: 'abc' });

    // Assert
    expect(other).toEqual({ master: { title: 'Sent by the app' } });
    expect(same).toEqual({ masters_list: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends its own request when the document’s failed', async () => {
    // Arrange
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    sentByTheDocument({ [firstReadKey('GET', DETAILS_URL, undefined)]: failed });
    const { api, fetch } = client();

    // Act
    const details = await api.call(publicFileRoutes.getMasterDetails, undefined, link);

    // Assert
    expect(details).toEqual({ master: { title: 'Sent by the app' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends its own request when the document’s is still unanswered after its patience', async () => {
    // Arrange
    vi.useFakeTimers();
    sentByTheDocument({ [firstReadKey('GET', DETAILS_URL, undefined)]: new Promise<Response>(() => undefined) });
    const { api, fetch } = client();

    // Act
    const details = api.call(publicFileRoutes.getMasterDetails, undefined, link);
    await vi.advanceTimersByTimeAsync(FIRST_READ_PATIENCE_MS - 1);
    const waited = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);

    // Assert
    expect(waited).toBe(0);
    await expect(details).resolves.toEqual({ master: { title: 'Sent by the app' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives the app’s skeleton the heading the document wrote, on the address it wrote it for only', () => {
    // Arrange: what the head's script keeps once it has written the heading.
    (globalThis as Record<string, unknown>)[FIRST_FILLS_GLOBAL] = {
      path: '/m/2026-11-27/abc',
      values: { 'master.title': 'Early' },
    };
    try {
      // Act
      vi.stubGlobal('location', { pathname: '/m/2026-11-27/abc' });
      const here = [firstFilledValue('master.title'), firstFilledValue('master.owner.name')];
      vi.stubGlobal('location', { pathname: '/m/2026-11-27/other' });
      const elsewhere = firstFilledValue('master.title');

      // Assert
      expect(here).toEqual(['Early', undefined]);
      expect(elsewhere).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
      delete (globalThis as Record<string, unknown>)[FIRST_FILLS_GLOBAL];
    }
  });
});
