import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ERROR_CATALOGUE,
  SITE_PAGES,
  sitePagePath,
  type SitePage,
} from '@masterport/contract';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import type { Page, Request, Response } from 'playwright-core';
import AUTH_EN from '@masterport/web/src/locales/en/auth.json' with { type: 'json' };
import AUTH_FR from '@masterport/web/src/locales/fr/auth.json' with { type: 'json' };
import MASTERS_EN from '@masterport/web/src/locales/en/masters.json' with { type: 'json' };
import MASTERS_FR from '@masterport/web/src/locales/fr/masters.json' with { type: 'json' };
import SHARED_MASTER_EN from '@masterport/web/src/locales/en/sharedMaster.json' with { type: 'json' };
import SHARED_MASTER_FR from '@masterport/web/src/locales/fr/sharedMaster.json' with { type: 'json' };
import PLAYLISTS_EN from '@masterport/web/src/locales/en/playlists.json' with { type: 'json' };
import PLAYLISTS_FR from '@masterport/web/src/locales/fr/playlists.json' with { type: 'json' };
import { journeyPage, keysShownOn, signIn } from './support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();

/** The budget of JavaScript a page loads (gzipped): the form's page may carry its script. */
const SCRIPT_BUDGET_BYTES = { contact: 100_000, other: 50_000 };
/**
 * The app's sign-in page: 172.8 kB gzipped at level 6 today (docs/site.md: 168.6 KB, in KiB at
 * level 9), down from 385 KB, with a small margin; the goal is 170 KB (KiB, level 9). Lower
 * it as the first download shrinks.
 */
const SIGN_IN_SCRIPT_BUDGET_BYTES = 176_000;
/**
 * A public master link's page (its own entry, public-main.tsx): about 153 kB gzipped at level 6
 * today (docs/site.md: 149.6 KB in KiB at level 9), under the goal of 170 KB (KiB, level
 * 9), which is 174 kB. Without its entry (the app's router) it was 192 kB; with the app's masters
 * dictionary rather than the shared master's words, 162 kB, which this budget no longer allows.
 */
const PUBLIC_LINK_SCRIPT_BUDGET_BYTES = 160_000;
/** The app's data router, which a public link's entry does without (an option name it keeps in a minified bundle). */
const NOT_ON_A_PUBLIC_LINK = ['patchRoutesOnNavigation'];
/**
 * Code the sign-in page must not carry (issue 31): zod (its forms check on first use), and modals,
 * selects, popovers and the toasts' container, which load where they are used. Each is named by a
 * string its library keeps in a minified bundle (a class or component name).
 */
const NOT_ON_THE_SIGN_IN_PAGE = [
  '$ZodType',
  '@mantine/core/Modal',
  '@mantine/core/Combobox',
  '@mantine/core/Popover',
  '@mantine/notifications/Notifications',
];

const SITE_ADDRESSES = (Object.keys(SITE_PAGES) as SitePage[]).flatMap((page) =>
  (['en', 'fr'] as const).map((language) => ({ page, language, path: sitePagePath(page, language) })),
);

/** A page opened in a language chosen on this device (as the app's switch keeps it), then back to none. */
async function inLanguage(page: Page, language: 'en' | 'fr', open: () => Promise<void>): Promise<void> {
  await page.goto(`${appUrl}/account/login`);
  await page.evaluate((chosen) => localStorage.setItem('masterport.language', chosen), language);
  try {
    await open();
  } finally {
    await page.evaluate(() => localStorage.removeItem('masterport.language'));
  }
}

/** The app's scripts held back, as on a slow network, until the returned function lets them go. */
async function holdScripts(page: Page): Promise<() => void> {
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return letGo;
}

const hrefs = (html: string) => [...html.matchAll(/<(?:a|link)\b[^>]*\bhref="([^"#]+)"/g)].map((match) => match[1]!);
const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);

describe('the public site, as CloudFront serves the build', () => {
  it('answers every link of every page, and keeps each page’s JavaScript within its budget', async () => {
    // Prepare
    const seen = new Map<string, number>();
    const answer = async (path: string) => {
      if (!seen.has(path)) seen.set(path, (await fetch(`${appUrl}${path}`)).status);
      return seen.get(path);
    };

    for (const { page, language, path } of SITE_ADDRESSES) {
      // Act
      const response = await fetch(`${appUrl}${path}`);
      const html = await response.text();

      // Assess: the prerendered page itself, in its language, then everything it links to.
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(`<html lang="${language}"`);
      expect(html, path).toContain('<main');
      const internal = hrefs(html).filter((href) => href.startsWith('/'));
      expect(internal.length, path).toBeGreaterThan(0);
      for (const href of internal) expect(await answer(href), `${path} -> ${href}`).toBe(200);
      let scriptBytes = 0;
      for (const source of scriptSources(html).filter((src) => src.startsWith('/'))) {
        const script = await fetch(`${appUrl}${source}`);
        expect(script.status, source).toBe(200);
        scriptBytes += gzipSync(Buffer.from(await script.arrayBuffer())).length;
      }
      expect(scriptBytes, path).toBeLessThanOrEqual(
        page === 'contact' ? SCRIPT_BUDGET_BYTES.contact : SCRIPT_BUDGET_BYTES.other,
      );
    }
    for (const file of ['/sitemap.xml', '/robots.txt']) expect(await answer(file), file).toBe(200);
  });

  it('takes a visitor from the French pricing into sign-up, and a signed-in one from the pricing to the masters', async () => {
    // Prepare
    const { page } = journey;
    await page.context().clearCookies();

    // Act
    await page.goto(`${appUrl}/fr/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Tarifs' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Créer un compte' }).click();

    // Assess
    await page.waitForURL(/\/account\/create$/);
    await page.getByLabel('E-mail').first().waitFor();

    // Act
    await signIn(page, DEMO_USERS[1].email);
    await page.goto(`${appUrl}/pricing`);

    // Assess
    await page.waitForURL(/\/app\/masters$/);
  });

  it('folds the header’s links behind a Menu button on a phone, which the keyboard opens and Escape closes', async () => {
    // Prepare
    const { page } = journey;
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      await page.goto(`${appUrl}/fr/`);
      const menu = page.getByRole('button', { name: 'Menu' });
      const pricing = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tarifs' });
      await expect(pricing.isVisible()).resolves.toBe(false);

      // Act
      await menu.focus();
      await page.keyboard.press('Enter');

      // Assess
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
      await pricing.waitFor({ state: 'visible' });

      // Act
      await page.keyboard.press('Escape');

      // Assess
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
      await pricing.waitFor({ state: 'hidden' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('downloads the app’s sign-in page in one language, without the signed-in frames, zod or modals, within its budget', async () => {
    // Prepare
    const { page } = journey;
    await page.context().clearCookies();
    const scripts: Promise<Buffer>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    };
    page.on('response', collect);

    // Act
    try {
      await page.goto(`${appUrl}/account/login`, { waitUntil: 'networkidle' });
    } finally {
      page.off('response', collect);
    }

    // Assess: the sign-in page's own words in each language, from its dictionaries (ASCII, as bundled).
    const bodies = await Promise.all(scripts);
    const loaded = bodies.map((body) => body.toString('utf8')).join('\n');
    expect(loaded).toContain(AUTH_EN.login.description);
    expect(loaded).not.toContain(AUTH_FR.login.description);
    for (const code of NOT_ON_THE_SIGN_IN_PAGE) expect(loaded, code).not.toContain(code);
    const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
    expect(gzipped).toBeLessThanOrEqual(SIGN_IN_SCRIPT_BUDGET_BYTES);
  });

  it('paints the sign-in page in the device’s language before its scripts run, and the app takes over what was typed and sent', async () => {
    // Prepare: French chosen on this device; the app's scripts held back, as on a slow network.
    const { page } = journey;
    await page.goto(`${appUrl}/fr/`);
    await page.evaluate(() => localStorage.setItem('masterport.language', 'fr'));
    const release = await holdScripts(page);
    try {
      // Act
      await page.goto(`${appUrl}/account/login`, { waitUntil: 'commit' });

      // Assess: the French form, painted from the HTML, and no English one visible.
      const title = page.getByRole('heading', { level: 1, name: AUTH_FR.login.title });
      await title.waitFor({ state: 'visible' });
      await expect(page.getByRole('heading', { level: 1, name: AUTH_EN.login.title }).isVisible()).resolves.toBe(false);
      await expect(page.title()).resolves.toContain(AUTH_FR.login.title);
      // Run in the page (this project's types have no DOM): the title's font and width as drawn.
      const drawn = () => title.evaluate('(element) => [getComputedStyle(element).fontFamily, element.clientWidth]');
      const before = await title.boundingBox();
      const drawnBefore = await drawn();

      // Act: type and send before the app runs (no password), then let it run.
      const email = page.getByRole('textbox', { name: AUTH_FR.fields.email });
      await email.fill('early@example.com');
      await page.getByRole('button', { name: AUTH_FR.login.submit }).click();
      release();
      await page.waitForFunction("!document.querySelector('[data-prerendered]')");

      // Assess: the app's form sent what was typed (the missing password is flagged; the form with
      // its checks takes over at that submit), and stands where the HTML's stood, with it.
      await page.locator('input[name="password"][data-invalid="true"]').waitFor();
      await expect(email.inputValue()).resolves.toBe('early@example.com');
      await expect(title.boundingBox()).resolves.toEqual(before);
      // In the theme's font from the first paint, not Mantine's default until the app runs.
      await expect(drawn()).resolves.toEqual(drawnBefore);
      await expect(page.url()).toBe(`${appUrl}/account/login`);
    } finally {
      release();
      await page.unroute('**/assets/*.js');
      await page.evaluate(() => localStorage.removeItem('masterport.language'));
    }
  });

  it('keeps what is typed and sent in the sign-in page while the app’s first render is on its way, and signs in', async () => {
    // Prepare: React's scheduled work held in a fresh page (its scheduler posts its tasks on a
    // MessageChannel), so the app's first render waits after the app has read the prerendered form,
    // the gap in which a CI run under load once lost a click.
    const context = await journey.page.context().browser()!.newContext();
    const page = await context.newPage();
    await page.addInitScript(`(() => {
      const held = [];
      window.__renderHeld = held;
      const Channel = window.MessageChannel;
      window.MessageChannel = function () {
        const channel = new Channel();
        const send = channel.port2.postMessage.bind(channel.port2);
        channel.port2.postMessage = (message) => (window.__renderHeld ? held.push(() => send(message)) : send(message));
        return channel;
      };
    })()`);
    try {
      await page.goto(`${appUrl}/account/login`);
      await page.getByLabel(AUTH_EN.fields.email).fill(DEMO_USERS[0]!.email);
      // createRoot has marked the root: the app has read the form and its first render is scheduled.
      await page.waitForFunction(
        "Object.keys(document.getElementById('root')).some((key) => key.startsWith('__reactContainer'))",
      );
      await expect(page.locator('[data-prerendered] form').count()).resolves.toBe(2);

      // Act: type the password and send, in the prerendered form, then let the render go.
      await page.getByLabel(AUTH_EN.fields.password).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: AUTH_EN.login.submit }).click();
      // Still the prerendered form: the hold held (were React to stop posting its work on a
      // MessageChannel, this test would no longer reach the gap, and says so here).
      await expect(page.locator('[data-prerendered] form').count()).resolves.toBe(2);
      await page.evaluate(
        '(() => { const held = window.__renderHeld; window.__renderHeld = undefined; held.forEach((send) => send()); })()',
      );

      // Assess: signed in with both fields, as if the app had been there from the start.
      await page.waitForURL(/\/app\/masters$/);
    } finally {
      await context.close();
    }
  });

  it('reads a public master link’s details once, sent by its document, which writes its title before the scripts run, says when a link (mistyped or malformed) opens nothing, and opens the master’s and a playlist’s pages with their own dictionaries, in both languages', async () => {
    // Prepare: a master of the demo agency (its slate only: its public page needs no file), opened as an outsider.
    const { page } = journey;
    const request = page.context().request;
    const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
    await page.context().clearCookies();
    const login = await request.post(`${appUrl}/api/authenticate/login`, {
      data: { email: DEMO_USERS[1].email, password: DEMO_PASSWORD },
      headers,
    });
    expect(login.ok()).toBe(true);
    const stamp = Date.now().toString(36).toUpperCase();
    const created = await request.post(`${appUrl}/api/user/master-files/create`, {
      data: {
        mode: 'new_master',
        master_type: 'PUB_RADIO',
        audio_type: '2trks',
        ratio: '16:9',
        title: `Shared syrup ${stamp}`,
        unique_id: `SITE${stamp}`.slice(0, 20),
        duration: 2,
        language: 'en',
        announcer: 'Maple Foods',
        agency: 'North Agency',
        product: 'Maple syrup',
      },
      headers,
    });
    expect(created.status(), await created.text()).toBe(200);
    const { master_id } = (await created.json()) as { master_id: string };
    const details = await request.get(`${appUrl}/api/user/master-files/get-details/${master_id}`, { headers });
    const { master } = (await details.json()) as { master: { created_on: string; hash_key: string; title: string } };
    const playlistName = `Shared campaign ${stamp}`;
    const listed = await request.post(`${appUrl}/api/user/playlists/create`, {
      data: { name: playlistName, master_ids: [master_id] },
      headers,
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const { playlist } = (await listed.json()) as { playlist: { created_on: string; hash_key: string } };
    await page.context().clearCookies();
    const link = `/m/${encodeURIComponent(master.created_on)}`;
    const reads: Request[] = [];
    const collect = (sent: Request) => {
      if (sent.url().includes('/api/master-files/get-details/')) reads.push(sent);
    };
    // Act: the link opened with the app's scripts held back, as on a slow network.
    const release = await holdScripts(page);
    try {
      // The layout shifts of the whole visit, from its first paint.
      await page.addInitScript(
        "window.__shifts = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value; }).observe({ type: 'layout-shift', buffered: true });",
      );
      await page.goto(`${appUrl}${link}/${master.hash_key}`, { waitUntil: 'commit' });

      // Assess: the title, written by the document from the link's first answer before the app runs.
      const title = page.getByRole('heading', { level: 1, name: master.title });
      await title.waitFor();
      await expect(page.locator('[data-prerendered]').count()).resolves.toBe(2);
      const before = await title.boundingBox();

      // Act: the app takes over.
      release();
      await page.getByRole('heading', { level: 2, name: SHARED_MASTER_EN.slateTitle }).waitFor();

      // Assess: the app's heading stands where the document's stood, and nothing moved.
      await expect(page.locator('[data-prerendered]').count()).resolves.toBe(0);
      await expect(title.boundingBox()).resolves.toEqual(before);
      await expect(page.evaluate('window.__shifts')).resolves.toBeLessThan(0.05);
    } finally {
      release();
      await page.unroute('**/assets/*.js');
    }
    page.on('request', collect);
    const scripts: Promise<Buffer>[] = [];
    const collectScript = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    };
    page.on('response', collectScript);
    try {
      // Act
      await page.goto(`${appUrl}${link}/${master.hash_key}`, { waitUntil: 'networkidle' });
      page.off('response', collectScript);

      // Assess: the master's page, from one request for its details, by its own entry within its budget.
      await page.getByRole('heading', { level: 1, name: master.title }).waitFor();
      expect(reads).toHaveLength(1);
      const bodies = await Promise.all(scripts);
      const loaded = bodies.map((body) => body.toString('utf8')).join('\n');
      for (const name of NOT_ON_A_PUBLIC_LINK) expect(loaded, name).not.toContain(name);
      expect(bodies.reduce((sum, body) => sum + gzipSync(body).length, 0)).toBeLessThanOrEqual(
        PUBLIC_LINK_SCRIPT_BUDGET_BYTES,
      );

      // Act: a link that opens no master (renewed, or mistyped), in each language.
      for (const [language, words] of [
        ['en', SHARED_MASTER_EN.publicMaster],
        ['fr', SHARED_MASTER_FR.publicMaster],
      ] as const) {
        await inLanguage(page, language, async () => {
          reads.length = 0;
          await page.goto(`${appUrl}${link}/0${master.hash_key}`);

          // Assess: the page's answer is the document's; the client sends none of its own.
          await page.getByText(words.notFoundTitle).waitFor();
          await page.getByText(words.notFound).waitFor();
          expect(reads, language).toHaveLength(1);
        });
      }
    } finally {
      page.off('request', collect);
      page.off('response', collectScript);
    }

    // Act: the master's page and a playlist's, in each language: each loads the dictionaries its
    // route names (public-link-pages.ts), the master's shared words, not the app's masters dictionary.
    for (const [language, mastersDictionary] of [
      ['en', MASTERS_EN.list.description],
      ['fr', MASTERS_FR.list.description],
    ] as const) {
      await inLanguage(page, language, async () => {
        for (const [address, title] of [
          [`${link}/${master.hash_key}`, master.title],
          [`/p/${encodeURIComponent(playlist.created_on)}/${playlist.hash_key}`, playlistName],
        ]) {
          const loaded: Promise<Buffer>[] = [];
          const collectLoaded = (response: Response) => {
            if (response.request().resourceType() === 'script') loaded.push(response.body());
          };
          page.on('response', collectLoaded);
          await page.goto(`${appUrl}${address}`, { waitUntil: 'networkidle' });
          page.off('response', collectLoaded);

          // Assess: the page drawn in its words, no key's name in their place, without the masters dictionary.
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await expect(keysShownOn(page), `${address} in ${language}`).resolves.toEqual([]);
          const scripts = (await Promise.all(loaded)).map((body) => body.toString('utf8')).join('\n');
          expect(scripts.includes(mastersDictionary), `${address} in ${language}: the masters dictionary`).toBe(false);
        }
      });
    }

    // Act: a station's link that opens no distribution: the catalogue's words, in each language,
    // and the same for an address that is not a link's at all (cut, mistyped), on each kind of link.
    for (const [language, playlists, masters] of [
      ['en', PLAYLISTS_EN.player, SHARED_MASTER_EN.publicMaster],
      ['fr', PLAYLISTS_FR.player, SHARED_MASTER_FR.publicMaster],
    ] as const) {
      await inLanguage(page, language, async () => {
        await page.goto(`${appUrl}/d/${encodeURIComponent(master.created_on)}/0${master.hash_key}`);

        // Assess
        await page.getByRole('alert').getByText(ERROR_CATALOGUE.no_distribution[language]).waitFor();

        // Act
        await page.goto(`${appUrl}/d/${encodeURIComponent(master.created_on)}/nothing`);

        // Assess: the link's words, not a form's "required fields".
        await page.getByRole('alert').getByText(ERROR_CATALOGUE.no_distribution[language]).waitFor();
        for (const [prefix, words] of [
          ['m', masters],
          ['p', playlists],
        ] as const) {
          await page.goto(`${appUrl}/${prefix}/${encodeURIComponent(master.created_on)}/nothing`);
          await page.getByText(words.notFoundTitle).waitFor();
        }
      });
    }
  });
});
