import { describe, expect, it } from 'vitest';
import { localiseQcValue } from './qc-values.ts';

describe('Function: localiseQcValue', () => {
  it('writes the checks’ words and numbers in French on French pages', () => {
    expect(localiseQcValue('8 tracks (5.1 + stereo)', 'fr')).toBe('8 pistes (5.1 + stéréo)');
    expect(localiseQcValue('-23.5 LKFS', 'fr')).toBe('-23,5 LKFS');
    expect(localiseQcValue('tt or progressive', 'fr')).toBe('tt ou progressif');
    expect(localiseQcValue('none', 'fr')).toBe('aucune');
    expect(localiseQcValue('29.97', 'fr')).toBe('29,97');
    expect(localiseQcValue('SCC, 12 captions', 'fr')).toBe('SCC, 12 sous-titres');
    expect(localiseQcValue('short side >= 1080', 'fr')).toBe('petit côté >= 1080');
    expect(localiseQcValue('60 frames (2.002 s)', 'fr')).toBe('60 images (2,002 s)');
    expect(localiseQcValue('2 channels in 1 streams', 'fr')).toBe('2 canaux dans 1 flux');
    expect(localiseQcValue('5.1 LU / 12.3 LU', 'fr')).toBe('5,1 LU / 12,3 LU');
  });

  it('leaves English values and what has no words as they are', () => {
    expect(localiseQcValue('8 tracks (5.1 + stereo)', 'en')).toBe('8 tracks (5.1 + stereo)');
    expect(localiseQcValue('1920x1080', 'fr')).toBe('1920x1080');
    expect(localiseQcValue('01:00:00;00', 'fr')).toBe('01:00:00;00');
  });
});
