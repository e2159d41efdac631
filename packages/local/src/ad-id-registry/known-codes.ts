import type { AdIdCodeAnswer } from '@masterport/core/ad-codes';

/**
 * The codes the local registry knows, answered as the registry answers them (docs/ad-codes.md). A
 * fictional advertiser of the demo's file-name example (Maple Foods), in the lengths the registry
 * writes (":30", "0:15", "30 seconds"). Tests and the demo type these into a slate whose account or
 * slate follows Ad-ID: a matching slate, then one that differs.
 */
export const KNOWN_AD_ID_CODES: readonly AdIdCodeAnswer[] = [
  {
    adId: 'MAPL1234000H',
    parent: 'Maple Holdings',
    advertiser: 'Maple Foods',
    brand: 'Pure Maple',
    product: 'Syrup',
    adTitle: 'Winter Morning',
    length: ':30',
    agencyName: 'North Agency',
    language: 'English',
    medium: ['Television: ALL', 'Internet Video'],
  },
  {
    adId: 'MAPL1235000H',
    parent: 'Maple Holdings',
    advertiser: 'Maple Foods',
    brand: 'Pure Maple',
    product: 'Butter',
    adTitle: 'Matin d’hiver',
    length: '0:15',
    agencyName: 'North Agency',
    language: 'French',
    medium: 'Television: ALL',
  },
  {
    adId: 'MAPL1236000',
    parent: 'Maple Holdings',
    advertiser: 'Maple Foods',
    brand: 'Pure Maple',
    product: 'Syrup',
    adTitle: 'Sugar Shack',
    length: '30 seconds',
    agencyName: 'North Agency',
    language: 'English',
    medium: 'Radio: ALL',
  },
];

/**
 * Codes the registry knows but whose owner kept them out of the outlets' access: it confirms them
 * and names their parent company, nothing else.
 */
export const RESTRICTED_AD_ID_CODES: readonly AdIdCodeAnswer[] = [{ adId: 'MAPL1299000H', parent: 'Maple Holdings' }];
