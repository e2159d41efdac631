import { describe, expect, it } from 'vitest';
import { comparableName, lengthInSeconds, registryDifferences, type AdCodeRecord } from './ad-code-registry.ts';

const record: AdCodeRecord = {
  code: 'MAPL1234000H',
  parent: 'Maple Holdings',
  advertiser: 'Maple Foods',
  brand: 'Pure Maple',
  product: 'Syrup',
  title: 'Matin d’hiver',
  length_seconds: 30,
  agency: 'North Agency',
  language: 'French',
  medium: 'Television: ALL',
};

describe('registryDifferences', () => {
  it('finds none when the slate says what the registry says, however it is written', () => {
    expect(
      registryDifferences(
        { announcer: 'maple foods inc.', product: 'SYRUP', title: 'Matin d’Hiver', duration: 30 },
        record,
      ),
    ).toEqual([]);
  });

  it('takes the parent company for the advertiser, and the brand, or brand and product, for the product', () => {
    for (const product of ['Pure Maple', 'Pure Maple Syrup', 'pure-maple syrup'])
      expect(registryDifferences({ announcer: 'Maple Holdings Ltd', product }, record)).toEqual([]);
  });

  it('names each differing field with the registry’s value (the advertiser, then the product)', () => {
    expect(
      registryDifferences(
        { announcer: 'Birch Foods', product: 'Pancakes', title: 'Matin d’été', duration: 15 },
        record,
      ),
    ).toEqual([
      { field: 'announcer', registry: 'Maple Foods' },
      { field: 'product', registry: 'Syrup' },
      { field: 'title', registry: 'Matin d’hiver' },
      { field: 'duration', registry: '30' },
    ]);
  });

  it('compares only what both have: a slate being typed, or a code the registry shares its parent of only', () => {
    expect(registryDifferences({ title: 'Matin d’hiver' }, record)).toEqual([]);
    const restricted: AdCodeRecord = {
      ...record,
      advertiser: null,
      brand: null,
      product: null,
      title: null,
      length_seconds: null,
    };
    expect(
      registryDifferences({ announcer: 'Birch Foods', product: 'Pancakes', title: 'Any', duration: 15 }, restricted),
    ).toEqual([{ field: 'announcer', registry: 'Maple Holdings' }]);
  });
});

describe('comparableName', () => {
  it('ignores accents, case, punctuation, "the" and company suffixes, and reads & as and', () => {
    expect(comparableName('  The Érable & Co. Ltée ')).toBe('erable and');
    expect(comparableName('Maple-Foods, Inc.')).toBe('maple foods');
  });
});

describe('lengthInSeconds', () => {
  it('reads the registry’s ways of writing a length', () => {
    expect([':30', '0:30', '00:00:30', '1:00', '30', '30s', '30 sec', '30 seconds', 15].map(lengthInSeconds)).toEqual([
      30, 30, 30, 60, 30, 30, 30, 30, 15,
    ]);
  });

  it('gives nothing for a print size, a blank, zero or a fraction', () => {
    expect(['8.5 x 11', '', ':00', 'half page', null, undefined, 0, 7.5].map(lengthInSeconds)).toEqual(
      Array(8).fill(null),
    );
  });
});
