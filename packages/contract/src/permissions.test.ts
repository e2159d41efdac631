import { describe, expect, it } from 'vitest';
import { MASTER_TYPES } from './masters/master-types.ts';
import {
  masterTypePermission,
  PLAN_KEYS,
  PLAN_PERMISSIONS,
  rolePresets,
  UNGUARDED_PERMISSIONS,
  type PermissionKey,
} from './permissions.ts';

describe('Function: masterTypePermission', () => {
  it('gives each type, its _Ad and _FULL variants included, the key of its base type to make it and to send it', () => {
    // Act
    const keys = MASTER_TYPES.map((type) => [
      type,
      masterTypePermission(type, 'create'),
      masterTypePermission(type, 'distribute'),
    ]);

    // Assess
    expect(keys).toEqual([
      ['PUB_TV_WEB', 'masters_pub_tv_web', 'distribute_tv_web'],
      ['PUB_TV_WEB_Ad', 'masters_pub_tv_web', 'distribute_tv_web'],
      ['PUB_TV_WEB_FULL', 'masters_pub_tv_web', 'distribute_tv_web'],
      ['PUB_WEB', 'masters_pub_web', 'distribute_web'],
      ['PUB_WEB_Ad', 'masters_pub_web', 'distribute_web'],
      ['PUB_WEB_FULL', 'masters_pub_web', 'distribute_web'],
      ['PUB_RADIO', 'masters_pub_radio', 'distribute_radio'],
      ['PUB_RADIO_Ad', 'masters_pub_radio', 'distribute_radio'],
      ['PUB_RADIO_FULL', 'masters_pub_radio', 'distribute_radio'],
    ]);
  });

  it('leaves a pay-per-use account without TV: neither made nor sent', () => {
    expect([
      PLAN_PERMISSIONS.pay_per_use.includes(masterTypePermission('PUB_TV_WEB', 'create')),
      PLAN_PERMISSIONS.pay_per_use.includes(masterTypePermission('PUB_TV_WEB', 'distribute')),
    ]).toEqual([false, false]);
  });
});

describe('Function: rolePresets', () => {
  it('offers a broadcaster engineer, traffic and viewer, and every plan that sends producer, traffic coordinator and viewer', () => {
    // Act
    const roles = PLAN_KEYS.map((plan) => [plan, rolePresets(plan).map((preset) => preset.role)]);

    // Assess
    expect(roles).toEqual([
      ['broadcaster', ['engineer', 'traffic', 'viewer']],
      ['content_creator', ['producer', 'traffic_coordinator', 'viewer']],
      ['partner_studio', ['producer', 'traffic_coordinator', 'viewer']],
      ['pay_per_use', ['producer', 'traffic_coordinator', 'viewer']],
    ]);
  });

  it('fills only keys the plan has and a member can be given, each once, view_distributions in every preset', () => {
    // Prepare
    const neverGiven: readonly PermissionKey[] = ['primary_user', ...UNGUARDED_PERMISSIONS];

    // Act
    const strays = PLAN_KEYS.flatMap((plan) =>
      rolePresets(plan).flatMap(({ role, permissions }) => [
        ...permissions
          .filter((key) => !PLAN_PERMISSIONS[plan].includes(key) || neverGiven.includes(key))
          .map((key) => `${plan} ${role}: ${key}`),
        ...(new Set(permissions).size === permissions.length ? [] : [`${plan} ${role}: a key twice`]),
        ...(permissions.includes('view_distributions') ? [] : [`${plan} ${role}: no view_distributions`]),
      ]),
    );

    // Assess
    expect(strays).toEqual([]);
  });

  it('leaves a pay-per-use producer without TV, and a viewer with nothing that changes anything', () => {
    // Act
    const producer = rolePresets('pay_per_use').find((preset) => preset.role === 'producer')!;
    const viewers = PLAN_KEYS.map((plan) => rolePresets(plan).find((preset) => preset.role === 'viewer')!.permissions);

    // Assess
    expect(producer.permissions).toContain('masters_pub_radio');
    expect(producer.permissions).not.toContain('masters_pub_tv_web');
    expect(new Set(viewers.flat())).toEqual(new Set(['view_distributions']));
  });
});
