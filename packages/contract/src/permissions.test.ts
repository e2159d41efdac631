import { describe, expect, it } from 'vitest';
import { MASTER_TYPES } from './masters/master-types.ts';
import { masterTypePermission, PLAN_PERMISSIONS } from './permissions.ts';

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
