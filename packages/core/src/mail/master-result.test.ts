import { countMasterFiles } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { renderMasterResultMail, type MasterResultFacts } from './master-result.ts';

const tvKeys = [
  'SOURCE',
  'MXF1080_SLATED',
  'SLATE_XML_MXF1080_SLATED',
  'SIDECAR_SCC_MXF1080_SLATED',
  'SIDECAR_MCC_MXF1080_SLATED',
  'MP41080',
  'WEBVTT_CC',
];
const facts = (keys: string[]): MasterResultFacts => ({
  title: 'Maple syrup',
  uniqueId: 'ABCD1234',
  files: countMasterFiles(keys),
  reasons: [],
  loudnessFixable: false,
});
const ready = (language: 'en' | 'fr', keys: string[]) =>
  renderMasterResultMail('ready', language, 'a@example.com', 'Ann', facts(keys), 'https://app/x');

describe('the e-mail that says a master is ready', () => {
  it('gives the outputs as the banner counts them, and their companion files apart', () => {
    const en = ready('en', tvKeys);
    expect(en.subject).toBe('“Maple syrup” is ready: 3 outputs');
    expect(en.text).toContain(
      'Its 3 outputs, with their 3 companion files (XML slates, sidecar captions), are ready to download and deliver.',
    );
    const fr = ready('fr', tvKeys);
    expect(fr.subject).toBe('« Maple syrup » est prêt : 3 versions');
    expect(fr.text).toContain(
      'Ses 3 versions, avec leurs 3 fichiers d’accompagnement (claquettes XML, sous-titres séparés), sont prêtes à télécharger et à livrer.',
    );
  });

  it('says nothing of companions a master has none of, and agrees in number', () => {
    expect(ready('en', ['SOURCE', 'RADIO_MP3_320']).text).toContain('Its 1 output is ready to download and deliver.');
    expect(ready('fr', ['SOURCE', 'RADIO_MP3_320']).text).toContain('Sa version est prête à télécharger et à livrer.');
    expect(ready('fr', ['SOURCE', 'RADIO_MP3_320']).subject).toBe('« Maple syrup » est prêt : 1 version');
  });
});
