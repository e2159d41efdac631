import type { Language } from '@masterport/contract';
import { AppError } from '../errors.ts';
import { normalisedPhone } from '../phone.ts';
import { isCountry, stateList } from '../places.ts';

/**
 * An account's address as sign-up, "add an account" and the identification tab all keep it: a
 * known country, one of its ISO 3166-2 subdivisions when it has any (else none), a phone that can
 * be dialled, kept in its international form. `fieldPrefix` names the fields as the form sent them
 * (`account.` at sign-up).
 */
export async function checkedAddress(
  input: { country: string; state: string; phone?: string | null },
  language: Language,
  fieldPrefix = '',
) {
  if (!isCountry(input.country))
    throw new AppError('validation_error', { fields: { [`${fieldPrefix}country`]: 'one_of' } });
  const states = await stateList(input.country, language);
  if (states.length > 0 && !states.some((state) => state.code === input.state))
    throw new AppError('validation_error', { fields: { [`${fieldPrefix}state`]: 'one_of' } });
  let phone: string | null;
  try {
    phone = (await normalisedPhone(input.phone ?? undefined, input.country)).phone_display;
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError('validation_error', { fields: { [`${fieldPrefix}phone`]: 'phone' } });
    throw error;
  }
  return { country: input.country, state: states.length > 0 ? input.state : '', phone };
}
