import { describe, expect, it, vi } from 'vitest';
import { PRERENDERED_APP_PAGES, type Language, type PrerenderedAppPage } from '@masterport/contract';
import { publicDistributionRouteTable, publicFileRoutes, publicPlaylistRouteTable } from '@masterport/contract/routes';
import { createApiClient } from '#lib/api-client.ts';
import { FIRST_FILLS_GLOBAL, FIRST_READS_GLOBAL, takeFirstRead } from '#lib/first-read.ts';
import { dictionaries } from '#lib/i18n.ts';
import { LANGUAGE_KEY } from '#lib/storage.ts';
import { appPageHeadScript, appPageModule, firstReadsScript, renderAppPageDocument } from './prerender-app-pages.tsx';

const PAGES = Object.keys(PRERENDERED_APP_PAGES) as PrerenderedAppPage[];
const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** The app's index.html as Vite writes it, reduced to what the prerender reads. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Masterport</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-GhI789.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DeF456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const auth = (language: Language) => dictionaries[language].auth as { login: { title: string; submit: string } };

describe("the app's prerendered pages (docs/site.md, the app's first download)", () => {
  it.each(PAGES)('%s keeps the app’s scripts and stylesheet and holds one copy of the page per language', (page) => {
    // Act
    const html = renderAppPageDocument(page, INDEX_HTML);

    // Assert
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-AbC123.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-GhI789.js">');
    expect(html).toContain('href="/assets/index-DeF456.css"');
    for (const language of LANGUAGES) expect(html).toContain(`<div data-prerendered="${language}" lang="${language}">`);
    // The theme's styles once, in the head.
    expect(html.match(/<style data-mantine-styles="true">/g)).toHaveLength(1);
    // After the app's stylesheet, whose defaults they override.
    expect(html.indexOf('<style data-mantine-styles="true">')).toBeGreaterThan(html.indexOf('index-DeF456.css'));
    expect(html.indexOf('<style data-mantine-styles="true">')).toBeLessThan(html.indexOf('</head>'));
    // Mantine's light scheme is on the root element before the app sets it.
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
  });

  it('draws the sign-in form in both languages, posting, so a submit before the app runs never puts the password in an address', () => {
    // Act
    const html = renderAppPageDocument('login', INDEX_HTML);

    // Assert
    for (const language of LANGUAGES) {
      expect(html).toContain(auth(language).login.title);
      expect(html).toContain(auth(language).login.submit);
    }
    expect(html.match(/<form [^>]*method="post"/g)).toHaveLength(2);
    expect(html).toContain('name="password"');
  });

  it('draws a public link’s frame with its loading skeleton, not its data', () => {
    // Act
    const html = renderAppPageDocument('publicMaster', INDEX_HTML);

    // Assert
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('mantine-Skeleton-root');
  });

  it('asks for a public link’s page code with the app’s, and the sign-in pages’ only with their first use', () => {
    // Act
    const html = renderAppPageDocument('publicPlaylist', INDEX_HTML, [
      '/assets/page-JkL012.js',
      '/assets/Grid-MnO345.js',
    ]);

    // Assert
    for (const href of ['/assets/page-JkL012.js', '/assets/Grid-MnO345.js'])
      expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`);
    expect(html.indexOf('page-JkL012.js')).toBeLessThan(html.indexOf('</head>'));
    // The modules the build's manifest is read for: the three links' pages, each its own.
    const modules = PAGES.map(appPageModule);
    expect(modules.filter(Boolean)).toHaveLength(3);
    expect(new Set(modules.filter(Boolean)).size).toBe(3);
    expect(appPageModule('login')).toBeUndefined();
    expect(appPageModule('forgotPassword')).toBeUndefined();
  });

  it('refuses an index.html it cannot place the page in', () => {
    expect(() => renderAppPageDocument('login', '<html><body></body></html>')).toThrow(/index.html/);
  });

  describe('the head’s script, before the first paint', () => {
    const titles = { en: 'Sign in', fr: 'Connexion' };
    const run = (stored: string | null) => {
      const document = { documentElement: { lang: 'en', setAttribute: vi.fn() }, title: '', addEventListener: vi.fn() };
      const localStorage = { getItem: (key: string) => (key === LANGUAGE_KEY ? stored : null) };
      new Function('document', 'localStorage', appPageHeadScript(titles))(document, localStorage);
      return document;
    };

    it.each([
      [null, 'en', 'Sign in'],
      ['en', 'en', 'Sign in'],
      ['fr', 'fr', 'Connexion'],
      ['de', 'en', 'Sign in'],
    ])('stored language %s shows the %s copy', (stored, lang, title) => {
      const document = run(stored);
      expect(document.documentElement.lang).toBe(lang);
      expect(document.title).toBe(title);
    });

    it('shows English where the storage cannot be read', () => {
      const document = { documentElement: { lang: 'en' }, title: '', addEventListener: vi.fn() };
      const localStorage = {
        getItem: () => {
          throw new Error('denied');
        },
      };
      new Function('document', 'localStorage', appPageHeadScript(titles))(document, localStorage);
      expect(document.documentElement.lang).toBe('en');
    });

    it('holds a submit of the prerendered form for the app and lets the app’s own through', () => {
      // Arrange
      const document = run('en');
      const [type, listener] = document.addEventListener.mock.calls[0] as [string, (event: unknown) => void];
      const submitOf = (prerendered: boolean) => ({
        target: { closest: () => (prerendered ? {} : null) },
        preventDefault: vi.fn(),
      });
      const before = submitOf(true);
      const after = submitOf(false);

      // Act
      listener(before);
      listener(after);

      // Assert
      expect(type).toBe('submit');
      expect(before.preventDefault).toHaveBeenCalled();
      expect(after.preventDefault).not.toHaveBeenCalled();
      // The app sends the held submit once its form is rendered (prerendered-form.ts).
      expect(document.documentElement.setAttribute).toHaveBeenCalledTimes(1);
      expect(document.documentElement.setAttribute).toHaveBeenCalledWith('data-prerendered-submit', '');
    });
  });

  describe('a public link’s first reads, sent from its head while the scripts load (first-read.ts)', () => {
    // A link's values as its address carries them: the date's colons escaped.
    const createdOn = '2026-11-27T10:00:00.000Z';
    const hashKey = 'f00d';
    const address = (prefix: string) => `/${prefix}/${encodeURIComponent(createdOn)}/${hashKey}`;
    const params = { created_on: createdOn, hash_key: hashKey };

    /**
     * The head's script run on the link's address, in French; the requests it sends and what it
     * keeps. Each request is answered `answer` (by default its address), on `document`.
     */
    const runHead = (
      page: PrerenderedAppPage,
      pathname: string,
      answer = (url: string) => new Response(JSON.stringify({ from: 'document', url }), { status: 200 }),
      document: object = { documentElement: { lang: 'en' }, title: '', addEventListener: vi.fn() },
    ) => {
      const sent: { url: string; init: RequestInit }[] = [];
      const fetch = (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return Promise.resolve(answer(url));
      };
      const window: Record<string, unknown> = {};
      const localStorage = { getItem: () => 'fr' };
      new Function(
        'document',
        'localStorage',
        'location',
        'fetch',
        'window',
        appPageHeadScript(titles, firstReadsScript(page)),
      )(document, localStorage, { pathname }, fetch, window);
      return { sent, reads: window[FIRST_READS_GLOBAL] as Record<string, Promise<Response>> | undefined, window };
    };
    const titles = { en: 'Link', fr: 'Lien' };

    /** The requests the page's own calls send, through the app's client, in French. */
    const sentByTheApp = async (calls: (api: ReturnType<typeof createApiClient>) => Promise<unknown>[]) => {
      const sent: { url: string; init: RequestInit }[] = [];
      const api = createApiClient({
        language: () => 'fr',
        fetch: ((url: string, init: RequestInit) => {
          sent.push({ url, init });
          return Promise.resolve(new Response('{}', { status: 200 }));
        }) as typeof globalThis.fetch,
      });
      await Promise.all(calls(api));
      return sent;
    };

    it.each([
      [
        'publicMaster',
        'm',
        (api: ReturnType<typeof createApiClient>) => [
          api.call(publicFileRoutes.getMasterDetails, undefined, { params, read: true }),
          api.call(publicFileRoutes.getMasterOutputs, undefined, { params, read: true }),
        ],
      ],
      [
        'publicPlaylist',
        'p',
        (api: ReturnType<typeof createApiClient>) => [
          api.call(publicPlaylistRouteTable.getDetails, undefined, { params, read: true }),
          api.call(publicPlaylistRouteTable.getMastersList, params, { read: true }),
        ],
      ],
      [
        'publicDistribution',
        'd',
        (api: ReturnType<typeof createApiClient>) => [
          api.call(publicDistributionRouteTable.getDetails, undefined, { params, read: true }),
        ],
      ],
    ] as const)(
      '%s sends the very requests its page makes, and the page’s calls take their answers',
      async (page, prefix, calls) => {
        // Arrange
        const expected = await sentByTheApp(calls);

        // Act
        const { sent, reads } = runHead(page, address(prefix));

        // Assert: same addresses, methods, headers (in the device's language) and bodies.
        expect(sent.map(({ url, init }) => [url, init.method, init.headers, init.body])).toEqual(
          expected.map(({ url, init }) => [url, init.method, init.headers, init.body]),
        );
        expect(sent.every(({ init }) => init.credentials === 'same-origin')).toBe(true);
        // Each kept under the key the client looks for: the page's calls are answered without a request.
        (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL] = reads;
        try {
          const ownRequests = vi.fn();
          const api = createApiClient({ language: () => 'fr', fetch: ownRequests, firstRead: takeFirstRead });
          const answers = await Promise.all(calls(api));
          expect(answers).toEqual(expected.map(({ url }) => ({ from: 'document', url })));
          expect(ownRequests).not.toHaveBeenCalled();
        } finally {
          delete (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL];
        }
      },
    );

    it('is in the public links’ documents only', () => {
      expect(renderAppPageDocument('publicMaster', INDEX_HTML)).toContain(FIRST_READS_GLOBAL);
      expect(renderAppPageDocument('publicPlaylist', INDEX_HTML)).toContain(FIRST_READS_GLOBAL);
      expect(renderAppPageDocument('publicDistribution', INDEX_HTML)).toContain(FIRST_READS_GLOBAL);
      expect(renderAppPageDocument('login', INDEX_HTML)).not.toContain(FIRST_READS_GLOBAL);
      expect(firstReadsScript('forgotPassword')).toBe('');
    });

    it('sends nothing where the address cannot be read, and still shows the page', () => {
      // Act: a value that is not a valid escape.
      const { sent, reads } = runHead('publicMaster', '/m/%E0%A4%A/f00d');

      // Assert
      expect(sent).toHaveLength(0);
      expect(reads).toBeUndefined();
    });

    describe('the skeleton’s heading, written from the first answer before the app runs', () => {
      /** The document's marked lines, per language copy, as the browser would hand them to the script. */
      const markedLines = (page: PrerenderedAppPage) => {
        const html = renderAppPageDocument(page, INDEX_HTML);
        return LANGUAGES.flatMap((language) => {
          const copy = html.split(`<div data-prerendered="${language}"`)[1]!.split('<div data-prerendered=')[0]!;
          return [...copy.matchAll(/data-first-fill="([^"]*)" data-first-fill-template="([^"]*)"/g)].map(
            ([, field, template]) => {
              const attributes: Record<string, string> = {
                'data-first-fill': field!,
                'data-first-fill-template': unescapeHtml(template!),
              };
              return { language, field, textContent: '', getAttribute: (name: string) => attributes[name] ?? null };
            },
          );
        });
      };
      const unescapeHtml = (text: string) =>
        text.replace(
          /&(amp|quot|#x27|#39|lt|gt);/g,
          (_, name: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[name]!,
        );

      /** The head's script on a parsed document whose first read answers `status` with `body`. */
      const runFill = async (page: PrerenderedAppPage, prefix: string, status: number, body: unknown) => {
        const lines = markedLines(page);
        const document = {
          documentElement: { lang: 'en' },
          title: '',
          readyState: 'interactive',
          addEventListener: vi.fn(),
          querySelectorAll: (selector: string) => (selector === '[data-prerendered] [data-first-fill]' ? lines : []),
        };
        const answer = () => new Response(JSON.stringify(body), { status });
        const { window } = runHead(page, address(prefix), answer, document);
        await vi.waitFor(() => expect(window[FIRST_FILLS_GLOBAL] ?? status >= 400).toBeTruthy());
        await new Promise((resolve) => setTimeout(resolve, 0));
        return { lines, fills: window[FIRST_FILLS_GLOBAL] };
      };

      const words = (language: Language) =>
        dictionaries[language] as unknown as {
          playlists: { player: { by: string } };
          distributions: { public: { heading: string } };
        };
      const inEach = (lines: (language: Language) => string[]) => ({ en: lines('en'), fr: lines('fr') });
      it.each([
        [
          'publicMaster',
          'm',
          { master: { title: 'Winter syrup', owner: { name: 'North & Co' } } },
          { 'master.owner.name': 'North & Co', 'master.title': 'Winter syrup' },
          inEach(() => ['North & Co', 'Winter syrup']),
        ],
        [
          'publicPlaylist',
          'p',
          { playlist: { name: 'Winter campaign', owner: { name: 'North & Co' } } },
          { 'playlist.owner.name': 'North & Co', 'playlist.name': 'Winter campaign' },
          inEach((language) => [
            words(language).playlists.player.by.replace('{{owner}}', 'North & Co'),
            'Winter campaign',
          ]),
        ],
        [
          'publicDistribution',
          'd',
          { distribution: { call_letters: 'CKOI', sender: { name: 'North & Co' } } },
          { 'distribution.call_letters': 'CKOI' },
          inEach((language) => [words(language).distributions.public.heading.replace('{{station}}', 'CKOI')]),
        ],
      ] as const)(
        '%s: its heading from the answer, in each copy’s own words',
        async (page, prefix, answer, values, said) => {
          // Act
          const { lines, fills } = await runFill(page, prefix, 200, answer);

          // Assert: each copy's lines say what the page's heading will say, in its language.
          for (const language of LANGUAGES)
            expect(lines.filter((line) => line.language === language).map((line) => line.textContent)).toEqual(
              said[language],
            );
          // The values kept for the app's first render, on this address.
          expect(fills).toEqual({ path: address(prefix), values });
        },
      );

      it('leaves the placeholders where the link answers an error', async () => {
        // Act
        const { lines, fills } = await runFill('publicMaster', 'm', 404, { code: 'no_master', message: 'Gone' });

        // Assert
        expect(lines).toHaveLength(4);
        expect(lines.every((line) => line.textContent === '')).toBe(true);
        expect(fills).toBeUndefined();
      });
    });
  });
});
