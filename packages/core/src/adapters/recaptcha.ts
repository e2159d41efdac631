import { config } from '../config.ts';
import { secretSetting } from './secrets.ts';

/**
 * reCAPTCHA behind one interface (DESIGN.md §4). The local verifier refuses a missing token, as
 * Google's does, and a token that asks it to fail (`fail`), so `recaptcha_failed` is testable; it
 * passes any other (the SPA's local stand-in box sends one). Production asks Google with the secret (the app secret in AWS).
 */
export async function verifyRecaptcha(token: string | undefined, remoteIp: string): Promise<boolean> {
  if (config().recaptcha === 'local') return Boolean(token) && token !== 'fail';
  const secret = await secretSetting('recaptchaSecret');
  if (!secret || !token) return false;
  const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
  });
  const result = (await response.json()) as { success?: boolean };
  return result.success === true;
}
