import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@masterport/contract';
import en from '#locales/en/team.json';
import fr from '#locales/fr/team.json';
import { PERMISSION_GROUPS } from './permission-groups.ts';

describe('the access drawer’s permission groups', () => {
  it('hold every key but primary_user exactly once, each with a label and a help line in both languages', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.keys as readonly string[]);
    expect([...grouped].sort()).toEqual(PERMISSION_KEYS.filter((key) => key !== 'primary_user').sort());
    for (const dictionary of [en, fr]) {
      for (const key of grouped) expect(dictionary.keys[key as keyof typeof dictionary.keys], key).toMatchObject({ label: expect.any(String), help: expect.any(String) });
      for (const { group } of PERMISSION_GROUPS) expect(dictionary.groups[group], group).toEqual(expect.any(String));
    }
  });
});
