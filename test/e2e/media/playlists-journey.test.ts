import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '@masterport/local';
import { launchChromium } from '../support/browser.ts';
import { englishTextOn, journeyPage, makeReadyRadioMaster, signIn } from '../support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();
const stamp = Date.now().toString(36).toUpperCase();
const titles = ['Reel one', 'Reel two', 'Reel three'].map((title) => `${title} ${stamp}`);
const reelName = `Fall reel ${stamp}`;
let publicLink = '';

/** The masters of the playlist's page, top to bottom. */
const order = (page: Page) =>
  page
    .locator('[data-playlist-master]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-playlist-master')));

describe('an agency shows a reel of spots with a link, and a station saves it', () => {
  it('makes three spots and gathers them from the cart into a new playlist', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[1].email);
    for (const [index, title] of titles.entries()) {
      await makeReadyRadioMaster(page, appUrl, { title, uniqueId: `PL${stamp}${index}`.slice(0, 20) });
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('button', { name: 'In the cart' }).waitFor();
    }
    await page.getByRole('button', { name: /^Master cart: \d+ masters?$/ }).click();
    await page.getByRole('dialog', { name: 'Master cart' }).getByRole('button', { name: 'Add to a playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to a playlist' });
    await dialog.getByLabel('Name of the new playlist').fill(reelName);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText(`3 masters added to “${reelName}”.`).waitFor();
    await page.getByRole('dialog', { name: 'Master cart' }).getByRole('button', { name: 'Clear the cart' }).click();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Playlists', exact: true }).first().click();
    await page.getByRole('link', { name: reelName }).click();
    await page.getByRole('heading', { name: reelName, level: 1 }).waitFor();
    await page.locator('[data-playlist-master]').nth(2).waitFor();
    expect(await order(page)).toEqual(titles);
  });

  it('reorders by dragging a master by its handle, and with the keyboard, and the order stays', async () => {
    const { page } = journey;
    const handle = page.getByRole('button', { name: `Move “${titles[2]}”`, exact: true });
    const target = page.locator(`[data-playlist-master="${titles[0]}"]`);
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
    await page.getByText('Order saved.').first().waitFor();
    expect(await order(page)).toEqual([titles[2], titles[0], titles[1]]);

    // The keyboard: pick the first up with space, one step down, drop.
    await page.getByRole('button', { name: `Move “${titles[2]}”`, exact: true }).focus();
    // Each key waits for the list to settle (the sensor measures the rows between moves).
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => order(page)).toEqual([titles[0], titles[2], titles[1]]);
    await page.reload();
    await page.locator('[data-playlist-master]').nth(2).waitFor();
    expect(await order(page)).toEqual([titles[0], titles[2], titles[1]]);
    publicLink = await page.getByRole('textbox', { name: 'Share' }).inputValue();
    expect(publicLink).toMatch(/\/p\/[^/]+\/[\w-]{22,}$/);
  });

  it('plays the link in a fresh browser: the reel goes on from the first master to the next by itself', async () => {
    const browser = await launchChromium();
    try {
      const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await visitor.goto(publicLink);
      await visitor.getByRole('heading', { name: reelName, level: 1 }).waitFor();
      await visitor.getByText('A playlist by Demo Agency').waitFor();
      await visitor.getByRole('button', { name: `1. ${titles[0]}` }).click();
      await visitor.locator(`audio[data-now-playing="${titles[0]}"]`).waitFor();
      // Two seconds of the first spot, then the second starts on its own.
      await visitor.locator(`audio[data-now-playing="${titles[2]}"]`).waitFor({ timeout: 20_000 });
      await expect
        .poll(
          () =>
            visitor.locator('audio').evaluate((element) => {
              const audio = element as unknown as { paused: boolean; ended: boolean };
              return !audio.paused || audio.ended;
            }),
          { timeout: 10_000 },
        )
        .toBe(true);

      // The zip of the viewing files (the radio spots' MP3s), prepared, then saved.
      await visitor.getByRole('button', { name: 'Download the MP4s' }).click();
      const zipLink = visitor.locator('[data-zip-link]');
      await zipLink.waitFor({ timeout: 60_000 });
      const zip = Buffer.from(await (await fetch((await zipLink.getAttribute('href'))!)).arrayBuffer());
      expect(zip.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
      for (const [position, unique] of [
        [1, `PL${stamp}0`],
        [2, `PL${stamp}2`],
        [3, `PL${stamp}1`],
      ] as const) {
        expect(zip.includes(Buffer.from(`0${position}_${unique.slice(0, 20)}`)), `entry ${position}`).toBe(true);
      }

      // In French, the whole player speaks French.
      await visitor.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
      await visitor.getByText('Une liste de lecture de Demo Agency').waitFor();
      expect(await englishTextOn(visitor)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('lets a station save it to its playlists, read-only, while the owner sees it is theirs', async () => {
    const browser = await launchChromium();
    try {
      const station = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(station, DEMO_USERS[0].email);
      await station.goto(publicLink);
      await station.getByRole('button', { name: 'Save to my playlists' }).click();
      await station.getByText('The playlist is in your playlists now.').waitFor();
      await station.getByRole('link', { name: 'Saved to your playlists' }).click();
      await station.getByText(/This playlist belongs to Demo Agency/).waitFor();
      expect(await station.getByRole('button', { name: /^Move “/ }).count()).toBe(0);
      await station.getByRole('link', { name: 'All playlists' }).click();
      await station.getByRole('link', { name: reelName }).getByText('Saved').waitFor();
    } finally {
      await browser.close();
    }
    const { page } = journey;
    await page.goto(publicLink);
    await page.getByText('This is your playlist').waitFor();
  });
});
