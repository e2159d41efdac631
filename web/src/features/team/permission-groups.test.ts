import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, UNGUARDED_PERMISSIONS, type PermissionKey } from '@masterport/contract';
import en from '#locales/en/team.json';
import fr from '#locales/fr/team.json';
import { isGrantableKey, PERMISSION_GROUPS } from './permission-groups.ts';

describe('the access drawer’s permission groups', () => {
  it('hold every key but primary_user and the unused ones exactly once, each with a label and a help line in both languages', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.keys as readonly string[]);
    const unused: readonly string[] = UNGUARDED_PERMISSIONS;
    expect([...grouped].sort()).toEqual(
      PERMISSION_KEYS.filter((key) => key !== 'primary_user' && !unused.includes(key)).sort(),
    );
    for (const dictionary of [en, fr]) {
      for (const key of grouped)
        expect(dictionary.keys[key as keyof typeof dictionary.keys], key).toMatchObject({
          label: expect.any(String),
          help: expect.any(String),
        });
      for (const { group } of PERMISSION_GROUPS) expect(dictionary.groups[group], group).toEqual(expect.any(String));
    }
  });

  it('never offers a key that guards nothing, nor primary_user', () => {
    expect(
      ['traffic_upload', 'primary_user', 'masters_creation'].map((key) => isGrantableKey(key as PermissionKey)),
    ).toEqual([false, false, true]);
  });
});
