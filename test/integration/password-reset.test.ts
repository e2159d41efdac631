import { describe, expect, inject, it } from 'vitest';
import { createDb, putOneTimeToken } from '@masterport/data';
import { hashToken, newSecretToken } from '@masterport/core/shared';
import { ApiClient, PASSING_RECAPTCHA, activatedUser, lastMailTo, linkIn, uniqueEmail } from './support/client.ts';

describe('password reset', () => {
  it('e-mails a one-time link that sets a new password', async () => {
    const { email, password } = await activatedUser('reset');
    const client = new ApiClient();
    expect((await client.post('authenticate/reset-password-request', { email, language: 'en', recaptcha_token: PASSING_RECAPTCHA })).status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Reset your Masterport password');
    const token = linkIn(mail, /\/account\/confirm-identity\?token=[\w-]+/).split('=').pop();

    const check = await client.post('authenticate/get-reset-password', { token });
    expect(check.body).toEqual({ success: true, email });

    const saved = await client.post('authenticate/save-new-password', { token, password: 'reset and renewed', password_confirmation: 'reset and renewed' });
    expect(saved.status).toBe(200);
    expect((await client.post('authenticate/login', { email, password })).status).toBe(401);
    expect((await client.post('authenticate/login', { email, password: 'reset and renewed' })).status).toBe(200);

    const reused = await client.post('authenticate/save-new-password', { token, password: 'third time lucky', password_confirmation: 'third time lucky' });
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
    for (let request = 0; request < 4; request += 1) answers.push(await client.post('authenticate/reset-password-request', { email, recaptcha_token: PASSING_RECAPTCHA }));

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.body).toMatchObject({ code: 'too_many_attempts' });
    expect(answers[3]!.body.retry_after).toBeGreaterThan(0);
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
    const login = await new ApiClient().post<{ user_profile: { id: string } }>('authenticate/login', { email, password: 'correct horse battery' });
    const token = newSecretToken();
    process.env.AWS_ENDPOINT_URL_DYNAMODB = inject('dynamodbEndpoint');
    process.env.AWS_REGION = 'us-east-1';
    process.env.AWS_ACCESS_KEY_ID = 'local';
    process.env.AWS_SECRET_ACCESS_KEY = 'local';
    await putOneTimeToken(createDb(inject('tableName')), {
      token_hash: hashToken(token), kind: 'reset_password', user_id: login.body.user_profile.id, account_id: null,
      expires_at: Math.floor(Date.now() / 1000) - 1, used_on: null, created_on: new Date().toISOString(),
    });
    const response = await new ApiClient().post('authenticate/save-new-password', { token, password: 'too late now', password_confirmation: 'too late now' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('reset_token_expired');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await new ApiClient().post('authenticate/reset-password-request', { email, recaptcha_token: PASSING_RECAPTCHA });
    expect(response.status).toBe(200);
    expect(await lastMailTo(email)).toBeUndefined();
  });

  it('sends the reset e-mail in French when asked', async () => {
    const { email } = await activatedUser('reset-fr');
    await new ApiClient({ language: 'fr' }).post('authenticate/reset-password-request', { email, language: 'fr', recaptcha_token: PASSING_RECAPTCHA });
    expect((await lastMailTo(email))?.subject).toBe('Réinitialisez votre mot de passe Masterport');
  });
});
