import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE, ROUTES, type ErrorCode } from '@masterport/contract';
import { logger } from '@masterport/core/shared';
import { DEMO_USERS } from '@masterport/local';
import { addCard, b, demoClient, fillCardForm, MASTERCARD, saveBody, VISA, type Methods } from './support/cards.ts';
import { ApiClient, activatedUser } from './support/client.ts';
import { startInProcessApi } from './support/in-process-api.ts';

describe('cards through the gateway', () => {
  it('saves cards from the gateway form, keeps only their token and facts, moves the primary, and keeps the primary while the plan needs a card', async () => {
    // Prepare: a new account without a card (the demo studio has one: docs/billing.md, "Payment gates")
    const { email, password } = await activatedUser('cards', 'en', { card: false });
    const studio = new ApiClient();
    await studio.post('authenticate/login', { email, password });
    const broadcaster = await demoClient(DEMO_USERS[0].email);

    // Act
    const first = await addCard(studio, { number: MASTERCARD, cvv: '100' });
    const second = await addCard(studio, { number: VISA, cvv: '123' });
    const [mastercard, visa] = [first.body.payment_methods_list[0]!, second.body.payment_methods_list[0]!];
    const moved = await studio.post<Methods>(`${b}/set-primary-payment-method`, { id: visa.id });
    const primaryDelete = await studio.post(`${b}/delete-payment-method`, { id: visa.id });
    const secondaryDelete = await studio.post<Methods>(`${b}/delete-payment-method`, { id: mastercard.id });
    const broadcasterCard = await addCard(broadcaster, { number: VISA, cvv: '100' });
    const broadcasterDelete = await broadcaster.post<Methods>(`${b}/delete-payment-method`, {
      id: broadcasterCard.body.payment_methods_list[0]!.id,
    });
    const listed = await studio.get<Methods>(`${b}/get-payment-methods`);

    // Assess
    expect(first.status).toBe(200);
    expect(mastercard).toMatchObject({ brand: 'mastercard', last_four: '9130', is_primary: true });
    expect(visa).toMatchObject({ brand: 'visa', last_four: '9990', is_primary: false });
    expect(JSON.stringify(second.body)).not.toMatch(/card_token|cardToken|4124939999999990/);
    expect(moved.body.primary_payment_method).toEqual({ id: visa.id });
    expect(moved.body.payment_methods_list.filter((method) => method.is_primary)).toHaveLength(1);
    expect(primaryDelete.body).toMatchObject({ code: 'primary_card_required' });
    expect(secondaryDelete.body.payment_methods_list.map((method) => method.id)).toEqual([visa.id]);
    expect(broadcasterCard.body.card_required).toBe(false);
    expect(broadcasterDelete.body.payment_methods_list).toEqual([]);
    expect(listed.body).toMatchObject({ card_required: true, primary_payment_method: { id: visa.id } });
  });

  it('refuses another account’s cards and form sessions, a forged answer, and an answer used twice', async () => {
    // Prepare
    const studio = await demoClient(DEMO_USERS[2].email);
    const agency = await demoClient(DEMO_USERS[1].email);
    const { checkoutToken, message } = await fillCardForm(studio, { number: MASTERCARD, cvv: '100' });
    const saved = await studio.post<Methods>(`${b}/save-payment-method`, saveBody(checkoutToken, message));
    const studioCard = saved.body.payment_methods_list[0]!.id;
    const other = await fillCardForm(studio, { number: VISA, cvv: '100' });
    const forged = saveBody(other.checkoutToken, other.message) as { result: { data: Record<string, unknown> } };
    forged.result.data.cardToken = 'someone-elses-token';

    // Act
    const answers = [
      await agency.post(`${b}/set-primary-payment-method`, { id: studioCard }),
      await agency.post(`${b}/delete-payment-method`, { id: studioCard }),
      await agency.post(`${b}/save-payment-method`, saveBody(other.checkoutToken, other.message)),
      await studio.post(`${b}/save-payment-method`, forged),
      await studio.post(`${b}/save-payment-method`, saveBody(checkoutToken, message)),
    ];

    // Assess
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [401, 'data_restriction'],
      [401, 'data_restriction'],
      [404, 'not_found'],
      [400, 'card_cannot_be_added'],
      [404, 'not_found'],
    ]);
    await studio.post(`${b}/delete-payment-method`, { id: studioCard });
  });

  // The declines about an amount (202, 203, 208, 225) come at charge time: core's charge-once test.
  it('answers every decline and CVD result of the gateway’s card form with its catalogue message, in French', async () => {
    // Prepare
    const { email, password } = await activatedUser('cards-fr', 'fr', { card: false });
    const client = new ApiClient({ language: 'fr' });
    await client.post('authenticate/login', { email, password });
    const expected: [card: { number: string; cvv: string; expiry?: string }, code: ErrorCode][] = [
      [{ number: MASTERCARD, cvv: '101' }, 'cvd_not_processed'],
      [{ number: MASTERCARD, cvv: '102' }, 'cvd_missing'],
      [{ number: MASTERCARD, cvv: '103' }, 'cvd_not_supported'],
      [{ number: MASTERCARD, cvv: '104' }, 'cvd_not_match'],
      [{ number: MASTERCARD, cvv: '105' }, 'cvd_invalid_code'],
      [{ number: MASTERCARD, cvv: '200' }, 'invalid_cvd'],
      [{ number: MASTERCARD, cvv: '201' }, 'unauthorized_card'],
      [{ number: MASTERCARD, cvv: '205' }, 'card_declined'],
      [{ number: MASTERCARD, cvv: '207' }, 'global_receipt_error'],
      [{ number: MASTERCARD, cvv: '209' }, 'card_declined'],
      [{ number: MASTERCARD, cvv: '210' }, 'card_expired'],
      [{ number: MASTERCARD, cvv: '212' }, 'invalid_card'],
      [{ number: MASTERCARD, cvv: '222' }, 'global_receipt_error'],
      [{ number: MASTERCARD, cvv: '229' }, 'card_declined'],
      [{ number: '4506440000000009', cvv: '100' }, 'visa_debit'],
      [{ number: MASTERCARD, cvv: '100', expiry: '01/20' }, 'card_expired'],
      [{ number: '5413330089099131', cvv: '100' }, 'invalid_card'],
    ];

    // Act
    const answers = [];
    for (const [card] of expected) answers.push(await addCard(client, card));

    // Assess
    expect(answers.map((answer) => [answer.status, answer.body.code, answer.body.message])).toEqual(
      expected.map(([, code]) => [ERROR_CATALOGUE[code].status, code, ERROR_CATALOGUE[code].fr]),
    );
    expect((await client.get<Methods>(`${b}/get-payment-methods`)).body.payment_methods_list).toEqual([]);
  });
});

describe('card numbers sent to our API', () => {
  let api: Awaited<ReturnType<typeof startInProcessApi>> | undefined;
  let levelBefore: ReturnType<typeof logger.getLevelName> | undefined;
  beforeAll(async () => {
    // Every line the API could write, its debug logs included.
    levelBefore = logger.getLevelName();
    logger.setLogLevel('DEBUG');
    api = await startInProcessApi();
  });
  afterAll(async () => {
    if (levelBefore) logger.setLogLevel(levelBefore);
    await api?.close();
  });

  it('are refused on every route, in the body, the query or the path, and never written to the logs', async () => {
    // Prepare
    const number = '4124 9399 9999 9990';
    const written: string[] = [];
    const capture = (chunk: unknown) => void written.push(String(chunk));
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (capture(chunk), true));
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (capture(chunk), true));
    const client = new ApiClient({ baseUrl: api!.baseUrl, language: 'fr' });
    const path = (route: (typeof ROUTES)[number]) => route.path.replace(/\{\w+\}/g, 'x');

    // Act
    const answers = [];
    try {
      for (const route of ROUTES) {
        answers.push(
          route.method === 'POST'
            ? await client.post(path(route), { note: `carte ${number}` })
            : await client.get(`${path(route)}?q=${encodeURIComponent(number)}`),
        );
      }
      answers.push(await client.get(`${b}/download-invoice-pdf/${number.replace(/ /g, '')}`));
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }

    // Assess
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body.code} ${answer.body.message}`))).toEqual(
      new Set([`400 payment_method_card_number ${ERROR_CATALOGUE.payment_method_card_number.fr}`]),
    );
    expect(answers).toHaveLength(ROUTES.length + 1);
    expect(written.join('')).not.toMatch(/4124\D?9399\D?9999\D?9990/);
  });
});
