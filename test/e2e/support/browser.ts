import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, with the flags this closed network needs (no background
 * networking, no component updates), each run in a fresh profile.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  return browser;
}

/** Playwright's own timeouts, shorter than vitest's, so a missing element fails with its locator. */
export const ACTION_TIMEOUT_MS = 15_000;
