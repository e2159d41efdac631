import type { CountryCode } from 'libphonenumber-js';
import { AppError } from './errors.ts';

/**
 * A phone number as typed ("514 555-0199", "+1 (416) 555 0100 ext. 12") becomes E.164 and the
 * international display form; a number without a country code is read in the account's country.
 * libphonenumber (its metadata of every country's numbering plan: 121 kB) is installed beside the
 * bundle and loaded by the calls that keep a phone, not parsed at every cold start of their areas.
 */
export async function normalisedPhone(
  typed: string | undefined,
  accountCountry: string,
): Promise<{ phone: string | null; phone_display: string | null }> {
  if (!typed?.trim()) return { phone: null, phone_display: null };
  const { parsePhoneNumberFromString } = await import('libphonenumber-js');
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: accountCountry.toUpperCase() as CountryCode });
  if (!parsed?.isValid()) throw new AppError('validation_error', { fields: { phone: 'phone' } });
  const extension = parsed.ext ? `;ext=${parsed.ext}` : '';
  return { phone: `${parsed.number}${extension}`, phone_display: parsed.formatInternational() };
}
