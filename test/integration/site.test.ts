import { describe, expect, it } from 'vitest';
import { errorMessage } from '@masterport/contract';
import { RATE_LIMITS } from '@masterport/core/accounts';
import { ApiClient, PASSING_RECAPTCHA, mailsTo, newSourceAddress, uniqueEmail } from './support/client.ts';

/** Where the local cloud sends the contact form's messages (local-cloud.ts). */
const CONTACT_ADDRESS = 'contact@masterport.local';

const contactBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Zoé Tremblay',
  email,
  company: 'Studio Nord',
  message: 'Nous aimerions livrer nos messages publicitaires aux stations du Québec.',
  recaptcha_token: PASSING_RECAPTCHA,
  ...extra,
});

describe('the public site calls', () => {
  it('stores a contact message, mails it to the team and acknowledges it in the sender’s language', async () => {
    // Prepare
    const email = uniqueEmail('contact');
    const client = new ApiClient({ language: 'fr', sourceAddress: newSourceAddress() });

    // Act
    const sent = await client.post('contact-us', contactBody(email, { language: 'fr' }));

    // Assess
    expect(sent.status).toBe(200);
    const [acknowledgement] = await mailsTo(email);
    expect(acknowledgement?.subject).toBe('Nous avons reçu votre message');
    expect(acknowledgement?.body.text).toContain('Bonjour Zoé Tremblay,');
    const toTeam = (await mailsTo(CONTACT_ADDRESS)).filter((mail) => mail.body.text?.includes(email));
    expect(toTeam).toHaveLength(1);
    expect(toTeam[0]?.body.text).toContain('Nous aimerions livrer nos messages publicitaires');
  });

  it('refuses bad input with the catalogue’s messages, and a failed reCAPTCHA', async () => {
    // Prepare
    const client = new ApiClient({ language: 'fr', sourceAddress: newSourceAddress() });

    // Act
    const empty = await client.post('contact-us', { name: ' ', email: 'not an address', message: '' });
    const tooLong = await client.post('contact-us', contactBody(uniqueEmail('long'), { message: 'x'.repeat(5001) }));
    const robot = await client.post('contact-us', contactBody(uniqueEmail('robot'), { recaptcha_token: 'fail' }));

    // Assess
    expect([empty.status, empty.body.code, empty.body.message]).toEqual([
      400,
      'validation_error',
      errorMessage('validation_error', 'fr'),
    ]);
    expect(empty.body.fields).toMatchObject({ name: 'required', email: 'email', message: 'required' });
    expect(tooLong.body.fields).toEqual({ message: 'max_5000' });
    expect([robot.status, robot.body.code, robot.body.message]).toEqual([
      400,
      'recaptcha_failed',
      errorMessage('recaptcha_failed', 'fr'),
    ]);
  });

  it('limits the messages one source sends', async () => {
    // Prepare
    const client = new ApiClient({ sourceAddress: newSourceAddress() });
    const { max, windowSeconds } = RATE_LIMITS.contactMessagePerSource;
    for (let sent = 0; sent < max; sent++)
      expect((await client.post('contact-us', contactBody(uniqueEmail('flood')))).status).toBe(200);

    // Act
    const refused = await client.post('contact-us', contactBody(uniqueEmail('flood')));

    // Assess
    expect([refused.status, refused.body.code]).toEqual([429, 'too_many_attempts']);
    expect(refused.body.retry_after).toBeLessThanOrEqual(windowSeconds);
  });

  it('answers the platform’s counters, which caches may keep', async () => {
    // Act
    const answer = await new ApiClient().get<{ statistics: Record<string, number> }>('statistics');

    // Assess
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.statistics).sort()).toEqual([
      'files_delivered',
      'masters_made',
      'stations_reachable',
    ]);
    // The seed registers the demo stations through the directory, which counts them.
    expect(answer.body.statistics.stations_reachable).toBeGreaterThan(0);
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });
});
