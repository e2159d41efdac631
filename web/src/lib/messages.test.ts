import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { dictionaries, i18n } from './i18n.ts';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('./notify.ts', () => ({ notify: { error: (message: string) => shown.push(message) } }));
// In the browser the catalogue's messages are a chunk fetched on demand; here, the bundle put back.
vi.mock('./i18n.ts', async (original) => {
  const module = await original<typeof import('./i18n.ts')>();
  return {
    ...module,
    loadTexts: vi.fn(async () => {
      module.i18n.addResourceBundle('en', 'errors', module.dictionaries.en.errors!, true, true);
    }),
  };
});
const { notifyFailure } = await import('./messages.ts');

const NOT_FOUND = (dictionaries.en.errors as Record<string, string>).not_found!;

describe('notifyFailure (docs/site.md: the public links open without the catalogue’s messages)', () => {
  afterEach(() => {
    shown.length = 0;
    i18n.addResourceBundle('en', 'errors', dictionaries.en.errors!, true, true);
  });

  it('tells the catalogue’s message at once where the page has it', () => {
    // Act
    notifyFailure(new ApiError('not_found', 404));

    // Assert
    expect(shown).toEqual([NOT_FOUND]);
  });

  it('loads the catalogue’s messages first on a page that opened without them, and never shows a key', async () => {
    // Prepare
    i18n.removeResourceBundle('en', 'errors');

    // Act
    notifyFailure(new ApiError('not_found', 404));

    // Assert
    expect(shown).toEqual([]);
    await vi.waitFor(() => expect(shown).toEqual([NOT_FOUND]));
  });

  it('stays quiet where the API client already told the user', () => {
    // Prepare
    const handled = new ApiError('not_found', 404);
    handled.handled = true;

    // Act
    notifyFailure(handled);

    // Assert
    expect(shown).toEqual([]);
  });
});
