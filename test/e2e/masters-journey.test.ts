import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ACTION_TIMEOUT_MS, launchChromium } from './support/browser.ts';

const appUrl = inject('appUrl');
const agency = DEMO_USERS[1];
let browser: Browser;
let page: Page;
let folder: string;

/** A short stereo 16-bit 44.1 kHz WAV (a 440 Hz tone): a header and a few KB of PCM samples. */
function wavFile(seconds: number): Buffer {
  const rate = 44_100;
  const frames = Math.round(seconds * rate);
  const dataSize = frames * 4;
  const file = Buffer.alloc(44 + dataSize);
  file.write('RIFF', 0);
  file.writeUInt32LE(36 + dataSize, 4);
  file.write('WAVEfmt ', 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(2, 22);
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 4, 28);
  file.writeUInt16LE(4, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36);
  file.writeUInt32LE(dataSize, 40);
  for (let frame = 0; frame < frames; frame += 1) {
    const sample = Math.round(Math.sin((2 * Math.PI * 440 * frame) / rate) * 8000);
    file.writeInt16LE(sample, 44 + frame * 4);
    file.writeInt16LE(sample, 46 + frame * 4);
  }
  return file;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'masterport-masters-e2e-'));
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
});

afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const uniqueId = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
const title = `Radio journey ${uniqueId}`;

describe('an agency creates a radio master and uploads its source', () => {
  it('signs in and sees the masters list', async () => {
    await page.goto(`${appUrl}/account/login`);
    await page.getByLabel('E-mail').fill(agency.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/masters$/);
    await page.getByRole('heading', { name: 'Masters', level: 1 }).waitFor();
  });

  it('fills the slate, verifies the unique ID, confirms and creates the master', async () => {
    await page.getByRole('button', { name: /^(New master|Create your first master)$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New master' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Master type' }).click();
    await page.getByRole('option', { name: 'Radio', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'French' }).click();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel(/Unique ID/).fill(uniqueId.toLowerCase());
    await dialog.getByLabel(/Duration/).fill('30');
    await dialog.getByLabel('Advertiser').fill('Maple Foods');
    await dialog.getByLabel('Agency').fill('North Agency');
    await dialog.getByLabel('Product').fill('Maple syrup');

    // Continuing before the ID is verified is refused on the field.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Verify this ID before continuing.').waitFor();

    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Perfect. This ID is available.').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // The confirmation shows the slate as it will be saved (the ID normalised to upper case).
    await dialog.getByRole('button', { name: 'Create master' }).waitFor();
    expect(await dialog.textContent()).toContain(uniqueId);
    expect(await dialog.textContent()).toContain('Maple Foods');
    await dialog.getByRole('button', { name: 'Create master' }).click();

    await page.waitForURL(/\/app\/masters\/details\/[\w-]+\?tab=sources/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText('Waiting for sources').first().waitFor();
  });

  it('uploads the radio mix to 100 % and the master leaves the CREATED state', async () => {
    const file = join(folder, 'spot.wav');
    writeFileSync(file, wavFile(0.05));
    await page.getByLabel('Radio mix file').setInputFiles(file);

    const zone = page.locator('.mp-drop-zone[data-asset="radio"]');
    await zone.and(page.locator('[data-phase="uploaded"]')).waitFor({ timeout: 30_000 });
    expect(await zone.getAttribute('data-percentage')).toBe('100');
    expect(await zone.textContent()).toContain('spot.wav');
    await page.getByRole('cell', { name: 'spot.wav' }).waitFor();

    // Completing the last required asset started processing on the server (S3 event); the page
    // follows the master by polling, whatever the processing then does.
    await page.locator('[data-master-state]').and(page.locator(':not([data-master-state="waiting_sources"])')).waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-master-state]').getAttribute('data-master-state')).not.toBe('waiting_sources');
  });

  it('lists the new master with its state', async () => {
    await page.getByRole('link', { name: 'Masters', exact: true }).first().click();
    await page.waitForURL(/\/app\/masters$/);
    const card = page.getByRole('link', { name: new RegExp(uniqueId) });
    await card.waitFor();
    expect(await card.textContent()).not.toContain('Waiting for sources');
  });
});
