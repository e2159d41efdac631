import { config } from '../config.ts';

/**
 * reCAPTCHA behind one interface (DESIGN.md §4). The local verifier passes unless the token asks
 * it to fail, so `recaptcha_failed` is testable; production asks Google with the secret.
 */
export async function verifyRecaptcha(token: string | undefined, remoteIp: string): Promise<boolean> {
  if (config().recaptcha === 'local') return token !== 'fail';
  const secret = config().recaptchaSecret;
  if (!secret || !token) return false;
  const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
  });
  const result = (await response.json()) as { success?: boolean };
  return result.success === true;
}
