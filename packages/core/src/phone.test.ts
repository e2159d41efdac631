import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { normalisedPhone } from './phone.ts';

describe('contact phone numbers', () => {
  it('reads a local number in the account’s country and keeps it as E.164 with an international display', async () => {
    expect(await normalisedPhone('514 555-0199', 'CA')).toEqual({
      phone: '+15145550199',
      phone_display: '+1 514 555 0199',
    });
    expect(await normalisedPhone('01 42 68 53 00', 'FR')).toEqual({
      phone: '+33142685300',
      phone_display: '+33 1 42 68 53 00',
    });
  });

  it('keeps a number given with its country code as it is, and an extension', async () => {
    expect((await normalisedPhone('+44 20 7946 0958', 'CA')).phone).toBe('+442079460958');
    expect(await normalisedPhone('(416) 555-0100 ext. 12', 'CA')).toEqual({
      phone: '+14165550100;ext=12',
      phone_display: '+1 416 555 0100 ext. 12',
    });
  });

  it('leaves an empty number empty and refuses one that cannot be dialled', async () => {
    expect(await normalisedPhone('  ', 'CA')).toEqual({ phone: null, phone_display: null });
    await expect(normalisedPhone('555-01', 'CA')).rejects.toThrow(AppError);
    await expect(normalisedPhone('+1 000 000 0000', 'CA')).rejects.toThrow(AppError);
  });
});
