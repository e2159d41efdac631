import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MINUTES, ROUTES, errorMessage } from '@masterport/contract';
import { RATE_LIMITS } from '@masterport/core/accounts';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient, activatedUser, lastMailTo, linkIn, mailsTo } from './support/client.ts';

const [broadcaster, agency] = DEMO_USERS;

async function signedIn(email: string, password: string) {
  const client = new ApiClient();
  const login = await client.post('authenticate/login', { email, password });
  expect(login.status).toBe(200);
  return { client, login };
}

describe('sessions', () => {
  it('sets HttpOnly token cookies and readable presence cookies at sign-in', async () => {
    const { login } = await signedIn(agency.email, DEMO_PASSWORD);
    const byName = Object.fromEntries(login.setCookies.map((line) => [line.split('=')[0], line]));
    expect(byName.mp_presence_t).toMatch(/HttpOnly/);
    expect(byName.mp_presence_t).toMatch(/SameSite=Strict/);
    expect(byName.mp_presence_t).toMatch(/Max-Age=1296000/);
    expect(byName.mp_presence_r).toMatch(/HttpOnly/);
    expect(byName.mp_presence_ai).not.toMatch(/HttpOnly/);
    expect(byName.mp_presence_te).not.toMatch(/HttpOnly/);
  });

  it('refuses a wrong password, then asks for reCAPTCHA after repeated failures', async () => {
    const { email } = await activatedUser('failures');
    const client = new ApiClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await client.post('authenticate/login', { email, password: 'not the password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('invalid_credentials');
    }
    const captchaFails = await client.post('authenticate/login', {
      email,
      password: 'correct horse battery',
      recaptcha_token: 'fail',
    });
    expect(captchaFails.body.code).toBe('recaptcha_failed');
    const withCaptcha = await client.post('authenticate/login', {
      email,
      password: 'correct horse battery',
      recaptcha_token: 'ok',
    });
    expect(withCaptcha.status).toBe(200);
  });

  it('never locks an address out: after many failures the owner still signs in with the reCAPTCHA and the right password', async () => {
    // Prepare: more failures on the address than any lock would allow.
    const { email, password } = await activatedUser('locked');
    const attacker = new ApiClient();
    for (let attempt = 0; attempt < 12; attempt += 1)
      await attacker.post('authenticate/login', { email, password: 'guess', recaptcha_token: 'ok' });

    // Act
    const owner = await new ApiClient().post('authenticate/login', { email, password, recaptcha_token: 'ok' });

    // Assess
    expect(owner.status).toBe(200);
  });

  it('limits wrong current passwords on save-password with a 429 and a time to wait', async () => {
    const { email, password } = await activatedUser('guesses');
    const { client } = await signedIn(email, password);
    const guess = () =>
      client.post('user/profile/save-password', {
        current_password: 'not it',
        password: 'a brand new secret',
        password_confirmation: 'a brand new secret',
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess()).body.code).toBe('invalid_password');
    const limited = await guess();
    expect([limited.status, limited.body.code]).toEqual([429, 'too_many_attempts']);
    expect(limited.body.retry_after).toBeGreaterThan(0);
  });

  it('loads the session data, refreshes the access token from the cookie, and keeps working', async () => {
    const { client } = await signedIn(agency.email, DEMO_PASSWORD);
    const oldToken = client.cookies.get('mp_presence_t');
    const loaded = await client.post('user/load-data');
    expect(loaded.status).toBe(200);
    expect(loaded.body.user_profile).toMatchObject({ email: agency.email });

    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new token needs a new iat second
    const refreshed = await client.post('authenticate/refresh-token', {
      account_id: client.cookies.get('mp_presence_ai'),
      timezone: 'America/Toronto',
      app_version: '2.3.38',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ success: true, data: { account_id: client.cookies.get('mp_presence_ai') } });
    expect(refreshed.body).not.toHaveProperty('data.token');
    expect(client.cookies.get('mp_presence_t')).not.toBe(oldToken);
    expect((await client.get('user/profile/get')).status).toBe(200);
  });

  it('answers no_new_token and clears the cookies when there is no refresh token', async () => {
    const client = new ApiClient();
    client.cookies.set('mp_presence_ai', 'someaccount');
    const refreshed = await client.post('authenticate/refresh-token', {});
    expect(refreshed.status).toBe(404);
    expect(refreshed.body.code).toBe('no_new_token');
    expect(client.cookies.size).toBe(0);
  });

  it('signs out: cookies cleared, the refresh token revoked, signed-in calls refused', async () => {
    const { client } = await signedIn(agency.email, DEMO_PASSWORD);
    const refreshToken = client.cookies.get('mp_presence_r');
    const logout = await client.post('authenticate/logout');
    expect(logout.status).toBe(200);
    expect(client.cookies.size).toBe(0);
    const after = await client.post('user/load-data');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('invalid_token');

    const stolen = new ApiClient();
    stolen.cookies.set('mp_presence_r', refreshToken!);
    expect((await stolen.post('authenticate/refresh-token', {})).body.code).toBe('no_new_token');
  });

  it('ends the session at once on sign-out: the access token is refused right after, by cookie and by bearer', async () => {
    // Prepare: the SPA's session, and a copy of its access-token cookie kept by someone else.
    const { client } = await signedIn(agency.email, DEMO_PASSWORD);
    const copy = new ApiClient();
    copy.cookies.set('mp_presence_t', client.cookies.get('mp_presence_t')!);
    copy.cookies.set('mp_presence_ai', client.cookies.get('mp_presence_ai')!);
    expect((await copy.post('user/load-data')).status).toBe(200);
    // A script's session.
    const login = await new ApiClient().post<{ token: string; refresh_token: string }>('authenticate/login', {
      email: agency.email,
      password: DEMO_PASSWORD,
      return_tokens: true,
    });
    const bearer = { authorization: `Bearer ${login.body.token}` };
    const script = new ApiClient();
    expect((await script.get('user/profile/get', { headers: bearer })).status).toBe(200);

    // Act
    await client.post('authenticate/logout');
    await script.post('authenticate/logout', { token: login.body.refresh_token }, { headers: bearer });

    // Assess
    expect((await copy.post('user/load-data')).body.code).toBe('invalid_token');
    expect((await script.get('user/profile/get', { headers: bearer })).body.code).toBe('invalid_token');
    expect((await script.post('authenticate/refresh-token', { token: login.body.refresh_token })).body.code).toBe(
      'no_new_token',
    );
  });

  it('ends every access token of the session on sign-out, those issued before a renewal too, by cookie and by bearer alone', async () => {
    // Prepare: a browser session renewed once, with a copy of each of its access tokens.
    const { client } = await signedIn(agency.email, DEMO_PASSWORD);
    const copy = () => {
      const holder = new ApiClient();
      for (const name of ['mp_presence_t', 'mp_presence_ai']) holder.cookies.set(name, client.cookies.get(name)!);
      return holder;
    };
    const beforeRenewal = copy();
    expect(
      (await client.post('authenticate/refresh-token', { account_id: client.cookies.get('mp_presence_ai') })).status,
    ).toBe(200);
    const afterRenewal = copy();
    expect(afterRenewal.cookies.get('mp_presence_t')).not.toBe(beforeRenewal.cookies.get('mp_presence_t'));
    expect((await beforeRenewal.post('user/load-data')).status).toBe(200);
    // A script's session renewed once; it signs out with its newest bearer token only.
    const login = await new ApiClient().post<{ token: string; refresh_token: string }>('authenticate/login', {
      email: agency.email,
      password: DEMO_PASSWORD,
      return_tokens: true,
    });
    const script = new ApiClient();
    const renewed = await script.post<{ data: { token: string } }>('authenticate/refresh-token', {
      token: login.body.refresh_token,
    });
    const bearers = [login.body.token, renewed.body.data.token].map((token) => ({ authorization: `Bearer ${token}` }));
    expect((await script.get('user/profile/get', { headers: bearers[0] })).status).toBe(200);

    // Act
    await client.post('authenticate/logout');
    await script.post('authenticate/logout', {}, { headers: bearers[1] });

    // Assess: every token of both sessions is refused, and neither renews.
    expect((await beforeRenewal.post('user/load-data')).body.code).toBe('invalid_token');
    expect((await afterRenewal.post('user/load-data')).body.code).toBe('invalid_token');
    for (const headers of bearers)
      expect((await script.get('user/profile/get', { headers })).body.code).toBe('invalid_token');
    expect((await script.post('authenticate/refresh-token', { token: login.body.refresh_token })).body.code).toBe(
      'no_new_token',
    );
  });

  it('ends every other session of the user when the password changes; the one that changed it goes on', async () => {
    // Prepare: the same user signed in twice.
    const { email, password } = await activatedUser('other-sessions');
    const { client: here } = await signedIn(email, password);
    const { client: elsewhere } = await signedIn(email, password);
    const elsewhereRefresh = elsewhere.cookies.get('mp_presence_r')!;

    // Act
    const changed = await here.post('user/profile/save-password', {
      current_password: password,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });

    // Assess
    expect(changed.status).toBe(200);
    expect((await here.post('user/load-data')).status).toBe(200);
    expect((await here.post('authenticate/refresh-token', {})).status).toBe(200);
    expect((await elsewhere.post('user/load-data')).body.code).toBe('invalid_token');
    const stale = new ApiClient();
    stale.cookies.set('mp_presence_r', elsewhereRefresh);
    expect((await stale.post('authenticate/refresh-token', {})).body.code).toBe('no_new_token');
  });

  it('requires the CSRF header on state-changing calls authenticated by cookie', async () => {
    const { client } = await signedIn(agency.email, DEMO_PASSWORD);
    const response = await client.post(
      'user/profile/default-account',
      { account_id: client.cookies.get('mp_presence_ai') },
      { csrf: false },
    );
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('csrf_header_missing');
  });

  it('issues short-lived access tokens, ACCESS_TOKEN_MINUTES long, as the CDK app\u2019s client does', async () => {
    // Act
    const login = await new ApiClient().post<{ token: string }>('authenticate/login', {
      email: agency.email,
      password: DEMO_PASSWORD,
      return_tokens: true,
    });

    // Assess
    const claims = JSON.parse(Buffer.from(login.body.token.split('.')[1]!, 'base64url').toString('utf8')) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_MINUTES * 60);
  });

  it('lets scripts use bearer tokens from the body, choosing the account by header', async () => {
    const client = new ApiClient();
    const login = await client.post<{ token: string; refresh_token: string; account_id: string }>(
      'authenticate/login',
      { email: agency.email, password: DEMO_PASSWORD, return_tokens: true },
    );
    expect(login.body.token).toBeTruthy();
    const script = new ApiClient();
    const headers = { authorization: `Bearer ${login.body.token}`, 'x-masterport-account': login.body.account_id };
    const profile = await script.get('user/profile/get', { headers });
    expect(profile.status).toBe(200);
    const refreshed = await script.post('authenticate/refresh-token', { token: login.body.refresh_token });
    expect(refreshed.body).toHaveProperty('data.token');
    const forged = await script.get('user/profile/get', { headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.body.code).toBe('invalid_token');
  });

  it('answers 401 invalid_token to an anonymous call of every signed-in route without a parameter (generated from the route table)', async () => {
    // Every built call needs a session; an unbuilt one answers 501 (functions/api/lib/create-area-handler.test.ts).
    const signedInRoutes = ROUTES.filter(
      (route) => route.access === 'user' && route.method === 'POST' && !route.path.includes('{'),
    );
    const answers = await Promise.all(
      signedInRoutes.map(async (route) => `${route.path} ${(await new ApiClient().post(route.path, {})).body.code}`),
    );
    expect(signedInRoutes.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => !answer.endsWith(' invalid_token'))).toEqual([]);
  });
});

describe('accounts and their boundaries', () => {
  it('switches between the accounts a user belongs to and refuses the others', async () => {
    const { client, login } = await signedIn(agency.email, DEMO_PASSWORD);
    const accounts = login.body.user_accounts as { id: string; name: string; role: string }[];
    expect(accounts.map((account) => account.name)).toEqual(['Demo Agency', 'Demo Studio']);
    const studio = accounts.find((account) => account.name === 'Demo Studio')!;

    const switched = await client.post('user/account/change', { account_id: studio.id });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ account_id: studio.id, account_name: 'Demo Studio' });
    expect(client.cookies.get('mp_presence_ai')).toBe(studio.id);
    expect(switched.body.user_permissions).not.toContain('primary_user');
    expect((await client.post('user/load-data')).body.account_name).toBe('Demo Studio');

    const { login: broadcasterLogin } = await signedIn(broadcaster.email, DEMO_PASSWORD);
    const foreign = await client.post('user/account/change', { account_id: broadcasterLogin.body.account_id });
    expect(foreign.status).toBe(401);
    expect(foreign.body.code).toBe('user_no_account');
  });

  it('refuses a user of another account on the first account\u2019s data, whatever the account cookie says', async () => {
    const { login: agencyLogin } = await signedIn(agency.email, DEMO_PASSWORD);
    const { client } = await signedIn(broadcaster.email, DEMO_PASSWORD);
    client.cookies.set('mp_presence_ai', String(agencyLogin.body.account_id));
    const loaded = await client.post('user/load-data');
    expect(loaded.status).toBe(401);
    expect(loaded.body.code).toBe('user_no_account');
    const accounts = await client.get('user/profile/get-accounts');
    expect(accounts.status).toBe(401);
  });

  it('checks permission keys: a member who is not the primary user cannot cancel the account', async () => {
    const { client, login } = await signedIn(agency.email, DEMO_PASSWORD);
    const studio = (login.body.user_accounts as { id: string; name: string }[]).find(
      (account) => account.name === 'Demo Studio',
    )!;
    await client.post('user/account/change', { account_id: studio.id });
    // The studio membership holds the plan's keys but not primary_user.
    const cancel = await client.post('user/account/cancel-account', {});
    expect(cancel.status).toBe(400);
    expect(cancel.body.code).toBe('not_primary_user');
  });

  it('edits the profile, the default account, and leaves an account as a member only', async () => {
    const { email, password } = await activatedUser('profile', 'fr');
    const { client, login } = await signedIn(email, password);
    const saved = await client.post('user/profile/save', {
      first_name: 'Élise',
      last_name: 'Bouchard',
      phone: '514 555 0199',
      language: 'en',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user_profile).toMatchObject({ first_name: 'Élise', language: 'en', phone: '514 555 0199' });
    expect((await client.get('user/profile/get')).body.user_profile).toMatchObject({ last_name: 'Bouchard' });

    const invalid = await client.post('user/profile/save', { first_name: '', last_name: 'B', language: 'de' });
    expect(invalid.body.fields).toEqual({ first_name: 'required', language: 'one_of' });

    const own = String(login.body.account_id);
    expect((await client.post('user/profile/default-account', { account_id: own })).body.user_accounts).toEqual([
      expect.objectContaining({ id: own, is_default: true, role: 'primary' }),
    ]);
    const leave = await client.post('user/profile/remove-account', { account_id: own });
    expect(leave.status).toBe(400);
    expect(leave.body.code).toBe('primary_cannot_leave');
  });

  it('changes the password only with the current one', async () => {
    const { email, password } = await activatedUser('password');
    const { client } = await signedIn(email, password);
    const wrong = await client.post('user/profile/save-password', {
      current_password: 'nope nope',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_password');
    const changed = await client.post('user/profile/save-password', {
      current_password: password,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(changed.status).toBe(200);
    expect((await new ApiClient().post('authenticate/login', { email, password })).status).toBe(401);
    expect((await new ApiClient().post('authenticate/login', { email, password: 'a brand new secret' })).status).toBe(
      200,
    );
  });
});

describe('account permission keys', () => {
  it('refuses a call whose key the account\u2019s plan lacks', async () => {
    const { client } = await signedIn(broadcaster.email, DEMO_PASSWORD);
    // Partner-studio settings belong to agency and studio plans, not to broadcasters.
    const response = await client.get('user/account/profile/partner-studios/get-available');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('account_permission');
  });
});

describe('opening another account', () => {
  it('creates a pending account, confirmed from the e-mailed link, then listed and switchable', async () => {
    const { email, password } = await activatedUser('second-account');
    const { client } = await signedIn(email, password);
    const name = `Second office ${email}`;
    const created = await client.post('user/account/create', {
      name,
      plan_key: 'pay_per_use',
      address: '1 Main St',
      city: 'Halifax',
      state: 'NS',
      zip: 'B3H 1A1',
      country: 'CA',
    });
    expect(created.body).toEqual({ success: true, account_name: name });
    expect(
      (await client.get<{ user_accounts: unknown[] }>('user/profile/get-accounts')).body.user_accounts,
    ).toHaveLength(1);

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Confirm your new Masterport account');
    const token = linkIn(mail, /\/account\/activate-account\/[\w-]+/)
      .split('/')
      .pop();
    const activated = await new ApiClient().post('authenticate/activate-account', { token });
    expect(activated.body).toEqual({ success: true, account_name: name });

    const accounts = (await client.get<{ user_accounts: { id: string; name: string }[] }>('user/profile/get-accounts'))
      .body.user_accounts;
    const second = accounts.find((account) => account.name === name)!;
    const switched = await client.post('user/account/change', { account_id: second.id });
    expect(switched.body).toMatchObject({
      account_name: name,
      account_permissions: expect.not.arrayContaining(['masters_pub_tv_web']),
    });
  });

  it('sends at most 3 activation e-mails an hour to a user opening accounts; the refused account is not made', async () => {
    // Prepare: a user who opens as many accounts as the hour allows.
    const { windowSeconds, max } = RATE_LIMITS.activationMailPerUser;
    const { email, password } = await activatedUser('many-accounts', 'fr');
    const client = new ApiClient({ language: 'fr' });
    expect((await client.post('authenticate/login', { email, password })).status).toBe(200);
    const office = (name: string) => ({
      name,
      plan_key: 'pay_per_use',
      address: '1 Main St',
      city: 'Halifax',
      state: 'NS',
      zip: 'B3H 1A1',
      country: 'CA',
    });
    for (let opened = 0; opened < max; opened += 1)
      expect((await client.post('user/account/create', office(`Office ${opened} ${email}`))).status).toBe(200);
    const mailsBefore = (await mailsTo(email)).length;

    // Act
    const refusedName = `One office too many ${email}`;
    const limited = await client.post('user/account/create', office(refusedName));

    // Assess: the seed-style 429 in French with the time to wait; no mail; the name is still free.
    expect([limited.status, limited.body.code, limited.body.message]).toEqual([
      429,
      'too_many_attempts',
      errorMessage('too_many_attempts', 'fr'),
    ]);
    expect(limited.body.retry_after).toBeGreaterThan(0);
    expect(limited.body.retry_after).toBeLessThanOrEqual(windowSeconds);
    expect(limited.headers.get('retry-after')).toBe(String(limited.body.retry_after));
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
    const other = await activatedUser('name-still-free');
    const { client: someoneElse } = await signedIn(other.email, other.password);
    expect((await someoneElse.post('user/account/create', office(refusedName))).status).toBe(200);
  });
});
