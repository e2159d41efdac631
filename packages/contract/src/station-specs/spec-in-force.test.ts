import { describe, expect, it } from 'vitest';
import { specInForce, type SpecGroup } from './spec-in-force.ts';
import { SPEC_PRESETS, type StationSpecVersion } from './station-spec.ts';

const version = (n: number, rules: StationSpecVersion['rules']): StationSpecVersion => ({
  version: n,
  since: '2026-11-01T00:00:00.000Z',
  preset: null,
  rules,
});
const group = (id: string, fields: Partial<SpecGroup> = {}): SpecGroup => ({
  id,
  account_id: 'radio',
  name: `Group ${id}`,
  created_on: '2026-01-01T00:00:00.000Z',
  call_letters: ['CKOI'],
  spec: version(3, SPEC_PRESETS.ebu_r128),
  ...fields,
});
const station = (spec?: StationSpecVersion | null) => ({ letters: 'CKOI', account_id: 'radio', spec });

describe("a station's spec in force", () => {
  it('is its own rules over its group’s', () => {
    const own = version(2, SPEC_PRESETS.us_tv_atsc_a85);
    expect(specInForce(station(own), [group('g1')])).toEqual({ ...own, group: null });
  });

  it('is its group’s when it has none of its own, never set or set to no requirement', () => {
    for (const own of [undefined, null, version(4, null)])
      expect(specInForce(station(own), [group('g1')])).toEqual({
        ...version(3, SPEC_PRESETS.ebu_r128),
        group: { id: 'g1', name: 'Group g1' },
      });
  });

  it('is the oldest group’s when two of its broadcaster’s groups with a spec hold it, whatever their names or order', () => {
    const older = group('zz', {
      name: 'Zulu',
      created_on: '2025-06-01T00:00:00.000Z',
      spec: version(1, SPEC_PRESETS.xr_north_america),
    });
    const newer = group('aa', { name: 'Alpha', created_on: '2026-06-01T00:00:00.000Z' });
    expect(specInForce(station(), [newer, older])?.group).toEqual({ id: 'zz', name: 'Zulu' });
    expect(specInForce(station(), [older, newer])?.group).toEqual({ id: 'zz', name: 'Zulu' });
    // Made at the same moment: the id decides, so the answer never depends on the order read.
    const twin = group('ab', { created_on: older.created_on });
    expect(specInForce(station(), [twin, older])?.group?.id).toBe('ab');
  });

  it('skips a group without rules, a group that does not hold it, and another account’s group', () => {
    const groups = [
      group('none', { spec: version(2, null) }),
      group('never', { spec: undefined }),
      group('elsewhere', { call_letters: ['CFRN'] }),
      group('agency', { account_id: 'agency' }),
    ];
    expect(specInForce(station(), groups)).toBeNull();
    expect(specInForce(station(version(5, null)), groups)).toEqual({ ...version(5, null), group: null });
  });
});
