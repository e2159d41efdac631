import { describe, expect, it } from 'vitest';
import { errorMessage } from '@masterport/contract';
import { resetConfig } from '@masterport/core/config';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { useInProcessApi } from './support/in-process-api.ts';
import { ApiClient } from './support/client.ts';

/**
 * The stage's maintenance switch (docs/site.md), the `MAINTENANCE` setting every API function reads.
 * It is turned on for the API functions run in this file's own process, on the local cloud's table,
 * so the local cloud the other files call never sees it; it is put back in `finally`.
 */
const api = useInProcessApi();

/** Runs `act` with the switch on, then restores the setting as it was, whatever happened. */
async function underMaintenance<T>(act: () => Promise<T>): Promise<T> {
  const before = process.env.MAINTENANCE;
  process.env.MAINTENANCE = '1';
  resetConfig();
  try {
    return await act();
  } finally {
    if (before === undefined) delete process.env.MAINTENANCE;
    else process.env.MAINTENANCE = before;
    resetConfig();
  }
}

describe('the maintenance switch', () => {
  it('answers every call 503 maintenance in the caller’s language while on, and serves them again once off', async () => {
    // Prepare: a signed-in user, so a signed-in call is refused too.
    const client = new ApiClient({ baseUrl: api.baseUrl, language: 'fr' });
    const login = { email: DEMO_USERS[1].email, password: DEMO_PASSWORD };
    expect((await client.post('authenticate/login', login)).status).toBe(200);

    // Act
    const [publicRead, signIn, signedIn] = await underMaintenance(() =>
      Promise.all([
        client.get('statistics'),
        client.post('authenticate/login', login),
        client.post('user/load-data', {}),
      ]),
    );
    const afterwards = await client.post('user/load-data', {});

    // Assess
    for (const answer of [publicRead, signIn, signedIn]) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        success: false,
        code: 'maintenance',
        message: errorMessage('maintenance', 'fr'),
      });
    }
    expect(afterwards.status).toBe(200);
  });
});
