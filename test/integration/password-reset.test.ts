import { describe, expect, inject, it } from 'vitest';
import { errorMessage } from '@masterport/contract';
import { createDb, putOneTimeToken } from '@masterport/data';
import { RATE_LIMITS } from '@masterport/core/accounts';
import { hashToken, newSecretToken } from '@masterport/core/shared';
import {
  ApiClient,
  PASSING_RECAPTCHA,
  activatedUser,
  lastMailTo,
  linkIn,
  newSourceAddress,
  signupBody,
  uniqueEmail,
  type ApiResponse,
} from './support/client.ts';
import { invitationLink } from './support/team.ts';

/** A reset link for `email`, asked from a source of its own (so the per-source mail limit of 127.0.0.1 is not spent). */
async function resetToken(email: string): Promise<string> {
  const asked = await new ApiClient({ sourceAddress: newSourceAddress() }).post('authenticate/reset-password-request', {
    email,
    recaptcha_token: PASSING_RECAPTCHA,
  });
  expect(asked.status).toBe(200);
  return linkIn(await lastMailTo(email), /\/account\/confirm-identity\?token=[\w-]+/)
    .split('=')
    .pop()!;
}

/** A 429 as every limit answers it: the catalogue's message in the caller's language, and the time to wait in the body and in Retry-After. */
function expectLimited(answer: ApiResponse, windowSeconds: number, language: 'en' | 'fr' = 'en') {
  expect([answer.status, answer.body.code, answer.body.message]).toEqual([
    429,
    'too_many_attempts',
    errorMessage('too_many_attempts', language),
  ]);
  expect(answer.body.retry_after).toBeGreaterThan(0);
  expect(answer.body.retry_after).toBeLessThanOrEqual(windowSeconds);
  expect(answer.headers.get('retry-after')).toBe(String(answer.body.retry_after));
}

describe('password reset', () => {
  it('e-mails a one-time link that sets a new password', async () => {
    const { email, password } = await activatedUser('reset');
    const client = new ApiClient();
    expect(
      (
        await client.post('authenticate/reset-password-request', {
          email,
          language: 'en',
          recaptcha_token: PASSING_RECAPTCHA,
        })
      ).status,
    ).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Reset your Masterport password');
    const token = linkIn(mail, /\/account\/confirm-identity\?token=[\w-]+/)
      .split('=')
      .pop();

    const check = await client.post('authenticate/get-reset-password', { token });
    expect(check.body).toEqual({ success: true, email });

    const saved = await client.post('authenticate/save-new-password', {
      token,
      password: 'reset and renewed',
      password_confirmation: 'reset and renewed',
    });
    expect(saved.status).toBe(200);
    expect((await client.post('authenticate/login', { email, password })).status).toBe(401);
    expect((await client.post('authenticate/login', { email, password: 'reset and renewed' })).status).toBe(200);

    const reused = await client.post('authenticate/save-new-password', {
      token,
      password: 'third time lucky',
      password_confirmation: 'third time lucky',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('reset_token_expired');
    expect((await client.post('authenticate/get-reset-password', { token })).body.code).toBe('reset_token_expired');
  });

  it('sends at most a few reset e-mails per address an hour, then answers 429 with the time to wait', async () => {
    // Prepare
    const { email } = await activatedUser('reset-limit');
    const client = new ApiClient();

    // Act
    const answers = [];
    for (let request = 0; request < 4; request += 1)
      answers.push(
        await client.post('authenticate/reset-password-request', { email, recaptcha_token: PASSING_RECAPTCHA }),
      );

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.body).toMatchObject({ code: 'too_many_attempts' });
    expect(answers[3]!.body.retry_after).toBeGreaterThan(0);
  });

  it('sends at most 20 reset e-mails an hour from one source, whatever the addresses, and says so in French with Retry-After', async () => {
    // Prepare: one source asking for many addresses (each address well under its own limit).
    const { windowSeconds, max } = RATE_LIMITS.resetMailPerSource;
    const sourceAddress = newSourceAddress();
    const source = new ApiClient({ sourceAddress });
    for (let request = 0; request < max; request += 1) {
      expect(
        (
          await source.post('authenticate/reset-password-request', {
            email: uniqueEmail('reset-source'),
            recaptcha_token: PASSING_RECAPTCHA,
          })
        ).status,
      ).toBe(200);
    }
    const { email } = await activatedUser('reset-source-owner');

    // Act: one more from the same source, in French; the same address from elsewhere.
    const limited = await new ApiClient({ language: 'fr', sourceAddress }).post('authenticate/reset-password-request', {
      email,
      recaptcha_token: PASSING_RECAPTCHA,
    });
    const elsewhere = await new ApiClient({ sourceAddress: newSourceAddress() }).post(
      'authenticate/reset-password-request',
      { email, recaptcha_token: PASSING_RECAPTCHA },
    );

    // Assess
    expectLimited(limited, windowSeconds, 'fr');
    expect(elsewhere.status).toBe(200);
  });

  it('ends every session of the user when the password is reset, by cookie and by bearer', async () => {
    // Prepare: the user signed in in a browser and in a script.
    const { email, password } = await activatedUser('reset-sessions');
    const browser = new ApiClient();
    expect((await browser.post('authenticate/login', { email, password })).status).toBe(200);
    const browserRefresh = browser.cookies.get('mp_presence_r')!;
    const login = await new ApiClient().post<{ token: string; refresh_token: string }>('authenticate/login', {
      email,
      password,
      return_tokens: true,
    });
    const bearer = { authorization: `Bearer ${login.body.token}` };
    const script = new ApiClient();
    expect((await script.get('user/profile/get', { headers: bearer })).status).toBe(200);
    expect((await browser.post('user/load-data')).status).toBe(200);

    // Act: someone with the e-mail resets the password.
    const token = await resetToken(email);
    expect(
      (
        await new ApiClient().post('authenticate/save-new-password', {
          token,
          password: 'reset by the owner',
          password_confirmation: 'reset by the owner',
        })
      ).status,
    ).toBe(200);

    // Assess: neither session's access nor refresh token works any more.
    expect((await browser.post('user/load-data')).body.code).toBe('invalid_token');
    expect((await script.get('user/profile/get', { headers: bearer })).body.code).toBe('invalid_token');
    const staleBrowser = new ApiClient();
    staleBrowser.cookies.set('mp_presence_r', browserRefresh);
    expect((await staleBrowser.post('authenticate/refresh-token', {})).body.code).toBe('no_new_token');
    expect((await script.post('authenticate/refresh-token', { token: login.body.refresh_token })).body.code).toBe(
      'no_new_token',
    );
  });

  it('refuses a reset request without a reCAPTCHA token, as Google refuses one, and sends nothing', async () => {
    const { email } = await activatedUser('reset-no-captcha');
    const response = await new ApiClient().post('authenticate/reset-password-request', { email });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('recaptcha_failed');
    expect((await lastMailTo(email))?.subject).toBe('Activate your Masterport account');
  });

  it('refuses an expired link', async () => {
    const { email } = await activatedUser('expired');
    const login = await new ApiClient().post<{ user_profile: { id: string } }>('authenticate/login', {
      email,
      password: 'correct horse battery',
    });
    const token = newSecretToken();
    process.env.AWS_ENDPOINT_URL_DYNAMODB = inject('dynamodbEndpoint');
    process.env.AWS_REGION = 'us-east-1';
    process.env.AWS_ACCESS_KEY_ID = 'local';
    process.env.AWS_SECRET_ACCESS_KEY = 'local';
    await putOneTimeToken(createDb(inject('tableName')), {
      token_hash: hashToken(token),
      kind: 'reset_password',
      user_id: login.body.user_profile.id,
      account_id: null,
      expires_at: Math.floor(Date.now() / 1000) - 1,
      used_on: null,
      created_on: new Date().toISOString(),
    });
    const response = await new ApiClient().post('authenticate/save-new-password', {
      token,
      password: 'too late now',
      password_confirmation: 'too late now',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('reset_token_expired');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await new ApiClient().post('authenticate/reset-password-request', {
      email,
      recaptcha_token: PASSING_RECAPTCHA,
    });
    expect(response.status).toBe(200);
    expect(await lastMailTo(email)).toBeUndefined();
  });

  it('sends the reset e-mail in French when asked', async () => {
    const { email } = await activatedUser('reset-fr');
    await new ApiClient({ language: 'fr' }).post('authenticate/reset-password-request', {
      email,
      language: 'fr',
      recaptcha_token: PASSING_RECAPTCHA,
    });
    expect((await lastMailTo(email))?.subject).toBe('Réinitialisez votre mot de passe Masterport');
  });
});

/**
 * Guessing the links of e-mailed one-time tokens (reset, activation, invitation): one count of
 * failures per source for all three, 20 per 15 minutes. Each test guesses from a source of its
 * own; past the limit even a right link is refused from that source, and not from another.
 */
describe('guessed links', () => {
  const { windowSeconds, max } = RATE_LIMITS.tokenGuessPerSource;
  const guess = () => newSecretToken();

  async function guessUntilLimited(
    client: ApiClient,
    path: string,
    body: () => Record<string, unknown>,
    failure: string,
  ) {
    const answers: string[] = [];
    for (let attempt = 0; attempt < max; attempt += 1)
      answers.push(String((await client.post(path, body())).body.code));
    expect(answers).toEqual(Array(max).fill(failure));
  }

  it('limits guessed reset links per source', async () => {
    // Prepare
    const sourceAddress = newSourceAddress();
    const guesser = new ApiClient({ sourceAddress });
    const { email } = await activatedUser('reset-guess');
    const token = await resetToken(email);

    // Act
    await guessUntilLimited(
      guesser,
      'authenticate/get-reset-password',
      () => ({ token: guess() }),
      'reset_token_expired',
    );
    const limited = await guesser.post('authenticate/get-reset-password', { token });
    const saveLimited = await guesser.post('authenticate/save-new-password', {
      token,
      password: 'guessed and set',
      password_confirmation: 'guessed and set',
    });
    const elsewhere = await new ApiClient({ sourceAddress: newSourceAddress() }).post(
      'authenticate/get-reset-password',
      { token },
    );

    // Assess
    expectLimited(limited, windowSeconds);
    expectLimited(saveLimited, windowSeconds);
    expect(elsewhere.body).toEqual({ success: true, email });
  });

  it('limits guessed activation links per source, for a new user and for another account', async () => {
    // Prepare: a sign-up whose link is not opened yet.
    const email = uniqueEmail('activation-guess');
    expect((await new ApiClient().post('authenticate/signup', signupBody(email))).status).toBe(200);
    const token = linkIn(await lastMailTo(email), /\/account\/activate\/[\w-]+/)
      .split('/')
      .pop();
    const sourceAddress = newSourceAddress();
    const guesser = new ApiClient({ sourceAddress });

    // Act
    await guessUntilLimited(guesser, 'authenticate/activate-user', () => ({ token: guess() }), 'not_found');
    const limited = await guesser.post('authenticate/activate-user', { token });
    const accountLimited = await guesser.post('authenticate/activate-account', { token: guess() });
    const elsewhere = await new ApiClient({ sourceAddress: newSourceAddress() }).post('authenticate/activate-user', {
      token,
    });

    // Assess
    expectLimited(limited, windowSeconds);
    expectLimited(accountLimited, windowSeconds);
    expect(elsewhere.status).toBe(200);
  });

  it('limits guessed invitation links per source', async () => {
    // Prepare: an invitation waiting for its person.
    const { email: ownerEmail, password } = await activatedUser('invitation-guess-owner');
    const owner = new ApiClient();
    expect((await owner.post('authenticate/login', { email: ownerEmail, password })).status).toBe(200);
    const invitee = uniqueEmail('invitation-guess');
    expect(
      (await owner.post('user/account/profile/accesses/create', { email: invitee, permissions: ['playlists'] })).status,
    ).toBe(200);
    const link = await invitationLink(invitee);
    const sourceAddress = newSourceAddress();
    const guesser = new ApiClient({ sourceAddress });

    // Act
    await guessUntilLimited(
      guesser,
      'authenticate/get-invitation',
      () => ({ created_on: link.created_on, hash_key: guess() }),
      'invitation_token',
    );
    const limited = await guesser.post('authenticate/get-invitation', link);
    const elsewhere = await new ApiClient({ sourceAddress: newSourceAddress() }).post(
      'authenticate/get-invitation',
      link,
    );

    // Assess
    expectLimited(limited, windowSeconds);
    expect(elsewhere.status).toBe(200);
  });
});
