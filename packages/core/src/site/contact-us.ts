import type { Language } from '@masterport/contract';
import { epochSeconds, nowIso, putContactMessage, CONTACT_MESSAGE_KEEP_SECONDS } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { verifyRecaptcha } from '../adapters/recaptcha.ts';
import { spendAttempt } from '../auth/rate-limits.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { contactAcknowledgementMail, contactMessageMail } from '../mail/contact-mail.ts';
import { newId } from '../random.ts';

export interface ContactUsInput {
  name: string;
  email: string;
  company?: string;
  message: string;
  language: Language;
  recaptchaToken?: string;
  sourceIp: string;
}

/**
 * The public contact form: reCAPTCHA as sign-up checks it, a limit per source (each message sends
 * two e-mails, so a script must not turn us into a relay), then the message is stored before any
 * mail goes out (a mail that fails leaves the message readable), sent to the stage's contact
 * address with the sender as its reply-to, and acknowledged to the sender in their language.
 */
export async function contactUs(input: ContactUsInput): Promise<void> {
  if (!(await verifyRecaptcha(input.recaptchaToken, input.sourceIp))) throw new AppError('recaptcha_failed');
  await spendAttempt('contactMessagePerSource', input.sourceIp);
  const message = {
    id: newId(),
    name: input.name,
    email: input.email,
    company: input.company || null,
    message: input.message,
    language: input.language,
    created_on: nowIso(),
    ttl: epochSeconds() + CONTACT_MESSAGE_KEEP_SECONDS,
  };
  await putContactMessage(table(), message);
  await mailer.send(contactMessageMail(config().contactMailTo, message));
  await mailer.send(contactAcknowledgementMail(message));
}
