import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@masterport/contract';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { makeReadyRadioMaster } from '../e2e/support/master-flow.ts';

/**
 * The pages agencies send to their clients (issue 31), each on a real link: a master's public page
 * (`/m`), a playlist's (`/p`) and a station's view of a distribution (`/d`). The benches that
 * measure them (app-weight.ts, lighthouse.ts) make them in a seeded local cloud as a user would:
 * the demo agency signs in, makes a 2-second radio master through the slate (processed in seconds),
 * puts it in a playlist and sends it to CKOI (the demo radio group, which receives by web link
 * once it has given its house code, as the received-spots journey does). Under a minute.
 */
export interface PublicLinks {
  readonly master: string;
  readonly playlist: string;
  readonly distribution: string;
}

/** The demo agency, signed in through the API in a context of its own. */
export async function signedInAgency(browser: Browser, appUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const signIn = await context.request.post(`${appUrl}/api/authenticate/login`, {
    data: { email: DEMO_USERS[1].email, password: DEMO_PASSWORD },
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return context;
}

async function call<T>(request: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const response =
    data === undefined ? await request.get(url, { headers }) : await request.post(url, { data, headers });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const link = (prefix: string, { created_on, hash_key }: { created_on: string; hash_key: string }) =>
  `/${prefix}/${encodeURIComponent(created_on)}/${encodeURIComponent(hash_key)}`;

export async function makePublicLinks(browser: Browser, appUrl: string): Promise<PublicLinks> {
  const context = await signedInAgency(browser, appUrl);
  try {
    const page = await context.newPage();
    const stamp = Date.now().toString(36).toUpperCase();
    await makeReadyRadioMaster(page, appUrl, {
      title: `Winter syrup ${stamp}`,
      uniqueId: `BENCH${stamp}`.slice(0, 20),
    });
    const masterId = /\/details\/([^/?#]+)/.exec(page.url())?.[1];
    if (!masterId) throw new Error(`No master id in ${page.url()}`);
    const api = `${appUrl}/api`;
    const { master } = await call<{ master: { created_on: string; hash_key: string } }>(
      context.request,
      `${api}/user/master-files/get-details/${masterId}`,
    );
    const { playlist } = await call<{ playlist: { created_on: string; hash_key: string } }>(
      context.request,
      `${api}/user/playlists/create`,
      { name: `Winter campaign ${stamp}`, master_ids: [masterId] },
    );
    const { ref_number } = await call<{ ref_number: string }>(context.request, `${api}/user/distributions/create`, {
      agency: 'North Agency',
      master_files_ids: [masterId],
      call_letters_ids: ['CKOI'],
    });
    // The destination's link shows once the send has started and asks for the station's house code.
    type Sent = { state: string; link: { created_on: string; hash_key: string } | null };
    const destination = async () =>
      (
        await call<{ distribution: { destinations: Sent[] } }>(
          context.request,
          `${api}/user/distributions/get-details/${ref_number}/en`,
        )
      ).distribution.destinations[0];
    const waitFor = async (done: (sent: Sent | undefined) => boolean, what: string): Promise<Sent> => {
      for (let tries = 0; tries < 120; tries += 1) {
        const sent = await destination();
        if (sent && done(sent)) return sent;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`Distribution ${ref_number}: no ${what} after 60 s`);
    };
    const sent = (await waitFor((sent) => !!sent?.link, 'link')).link!;
    await call(context.request, `${api}/distributions/save-housecode`, {
      ...sent,
      house_codes: [{ master_file_id: masterId, house_code: `HC-${stamp}`.slice(0, 20) }],
    });
    await waitFor((sent) => sent?.state === 'delivered', 'delivery');
    return { master: link('m', master), playlist: link('p', playlist), distribution: link('d', sent) };
  } finally {
    await context.close();
  }
}
