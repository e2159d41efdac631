import { describe, expect, it } from 'vitest';
import { ApiClient, lastMailTo, linkIn, signupBody, uniqueEmail } from './support/client.ts';

describe('sign-up and activation', () => {
  it('creates a pending user, e-mails an activation link, and activates from it', async () => {
    const client = new ApiClient();
    const email = uniqueEmail('signup');

    const signup = await client.post('authenticate/signup', signupBody(email));
    expect(signup.status).toBe(200);
    expect(signup.body).toEqual({ success: true, email });

    const beforeActivation = await client.post('authenticate/login', { email, password: 'correct horse battery' });
    expect(beforeActivation.status).toBe(401);
    expect(beforeActivation.body.code).toBe('account_not_activated');

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Activate your Masterport account');
    const link = linkIn(mail, /http:\/\/[^\s]+\/account\/activate\/[\w-]+/);
    const token = link.split('/').pop();
    expect(token!.length).toBeGreaterThanOrEqual(26);

    const activation = await client.post('authenticate/activate-user', { token });
    expect(activation.status).toBe(200);
    expect(activation.body).toEqual({ success: true, email });

    const login = await client.post('authenticate/login', { email, password: 'correct horse battery' });
    expect(login.status).toBe(200);
    expect(login.body.account_name).toBe(`Agency ${email}`);
    expect(login.body.user_permissions).toContain('primary_user');
    expect(login.body).not.toHaveProperty('token');
  });

  it('refuses a reused, unknown or malformed activation token', async () => {
    const client = new ApiClient();
    const email = uniqueEmail('reuse');
    await client.post('authenticate/signup', signupBody(email));
    const token = linkIn(await lastMailTo(email), /\/account\/activate\/[\w-]+/)
      .split('/')
      .pop();
    expect((await client.post('authenticate/activate-user', { token })).status).toBe(200);

    const reused = await client.post('authenticate/activate-user', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('already_activated');

    const unknown = await client.post('authenticate/activate-user', { token: 'x'.repeat(27) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');

    const malformed = await client.post('authenticate/activate-user', { token: 'short' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({ token: 'token' });
  });

  it('sends the activation e-mail in French to a French user and answers errors in French', async () => {
    const client = new ApiClient({ language: 'fr' });
    const email = uniqueEmail('fr');
    expect((await client.post('authenticate/signup', signupBody(email, { language: 'fr' }))).status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Activez votre compte Masterport');
    expect(mail?.body.text).toContain('Activer mon compte');

    const duplicate = await client.post('authenticate/signup', signupBody(email, { language: 'fr' }));
    expect(duplicate.body.message).toBe(
      'Ce courriel existe déjà. Ajoutez un autre courriel ou réinitialisez votre mot de passe.',
    );
  });

  it('refuses an address or account name already taken, and loses nothing', async () => {
    const client = new ApiClient();
    const email = uniqueEmail('dup');
    expect(
      (await client.post('authenticate/signup', signupBody(email, { accountName: `Unique ${email}` }))).status,
    ).toBe(200);

    const sameEmail = await client.post('authenticate/signup', signupBody(email, { accountName: `Other ${email}` }));
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.code).toBe('email_exists');
    expect(sameEmail.body.fields).toEqual({ 'user.email': 'email_exists' });

    const sameName = await client.post(
      'authenticate/signup',
      signupBody(uniqueEmail('dup2'), { accountName: `UNIQUE ${email}` }),
    );
    expect(sameName.status).toBe(400);
    expect(sameName.body.code).toBe('account_name_taken');
  });

  it('answers bad bodies with the catalogue validation error and the field issues', async () => {
    const client = new ApiClient();
    const good = signupBody(uniqueEmail('bad'));

    const shortPassword = await client.post('authenticate/signup', {
      ...good,
      user: { ...good.user, password: 'short', password_confirmation: 'short' },
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body).toMatchObject({
      success: false,
      code: 'validation_error',
      message: 'Make sure that required fields (*) are filled.',
    });
    expect(shortPassword.body.fields).toEqual({ 'user.password': 'password_min' });

    const mismatch = await client.post('authenticate/signup', {
      ...good,
      user: { ...good.user, password_confirmation: 'something else entirely' },
    });
    expect(mismatch.body.fields).toEqual({ 'user.password_confirmation': 'passwords_match' });

    const missing = await client.post('authenticate/signup', { account: good.account });
    expect(missing.body.fields).toEqual({ user: 'required' });

    const badEmail = await client.post('authenticate/login', { email: 'not-an-address', password: 'x' });
    expect(badEmail.body.fields).toEqual({ email: 'email' });

    const unknownField = await client.post('authenticate/login', { email: 'a@b.test', password: 'x', admin: true });
    expect(unknownField.body.fields).toEqual({ body: 'unknown_field' });

    const notJson = await client.post('authenticate/login', undefined, { rawBody: '{"email":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.fields).toEqual({ body: 'json' });
  });

  it('keeps the address as the identification tab does: a province of the country by its ISO code, the phone in its international form', async () => {
    const client = new ApiClient();
    const email = uniqueEmail('address');
    const good = signupBody(email);

    const otherCountry = await client.post('authenticate/signup', {
      ...good,
      account: { ...good.account, state: 'NY' },
    });
    const freeText = await client.post('authenticate/signup', {
      ...good,
      account: { ...good.account, state: 'Ontario' },
    });
    const badPhone = await client.post('authenticate/signup', { ...good, account: { ...good.account, phone: '555' } });
    const signup = await client.post('authenticate/signup', {
      ...good,
      account: { ...good.account, phone: '(416) 555-0100' },
    });
    const token = linkIn(await lastMailTo(email), /\/account\/activate\/[\w-]+/)
      .split('/')
      .pop();
    await client.post('authenticate/activate-user', { token });
    await client.post('authenticate/login', { email, password: 'correct horse battery' });
    const identification = await client.get<{ identification: { state: string; country: string; phone: string } }>(
      'user/account/profile/identification/get',
    );

    expect([otherCountry.status, otherCountry.body.fields]).toEqual([400, { 'account.state': 'one_of' }]);
    expect(freeText.body.fields).toEqual({ 'account.state': 'one_of' });
    expect(badPhone.body.fields).toEqual({ 'account.phone': 'phone' });
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    expect(identification.body.identification).toMatchObject({ state: 'ON', country: 'CA', phone: '+1 416 555 0100' });
  });

  it('refuses a sign-up whose reCAPTCHA fails', async () => {
    const client = new ApiClient();
    const response = await client.post('authenticate/signup', {
      ...signupBody(uniqueEmail('captcha')),
      recaptcha_token: 'fail',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('recaptcha_failed');
  });

  it('refuses a sign-up without a reCAPTCHA token, and keeps nothing of it', async () => {
    const client = new ApiClient();
    const email = uniqueEmail('no-captcha');
    const { recaptcha_token: _omitted, ...withoutToken } = signupBody(email);
    const response = await client.post('authenticate/signup', withoutToken);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('recaptcha_failed');
    expect(await lastMailTo(email)).toBeUndefined();
    expect((await client.post('authenticate/signup', signupBody(email))).status).toBe(200);
  });
});
