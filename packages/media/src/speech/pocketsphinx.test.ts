import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spokenRadioSpot } from '../test-fixtures.ts';
import { locatePocketsphinx, parsePocketsphinxLine, recognizeWithPocketsphinx } from './pocketsphinx.ts';
import { extractSpeechAudio } from './speech-audio.ts';
import { probe } from '../probe.ts';

const work = await mkdtemp(join(tmpdir(), 'pocketsphinx-test-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('pocketsphinx, the local recognizer', () => {
  it('reads its word lines: times, a confidence, alternative pronunciations as the word, no fillers', () => {
    expect(parsePocketsphinxLine('grocery 2.140 2.620 0.959249')).toEqual({
      text: 'grocery',
      start: 2.14,
      end: 2.62,
      confidence: 0.959,
    });
    expect(parsePocketsphinxLine('the(2) 2.950 3.080 0.974332')?.text).toBe('the');
    // The posterior of a sure silence can read just over 1.
    expect(parsePocketsphinxLine("it's 1.0 1.2 1.000100")?.confidence).toBe(1);
    for (const filler of [
      '<s> 0.000 0.040 0.999900',
      '<sil> 1.710 1.960 1.000100',
      '</s> 3.6 4.1 1',
      '[NOISE] 1 2 0.5',
    ])
      expect(parsePocketsphinxLine(filler)).toBeUndefined();
    // The hypothesis line the decoder prints before the times.
    expect(parsePocketsphinxLine('property we all got onto your grocery store')).toBeUndefined();
  });

  it('hears "grocery store" in an espeak-ng radio spot, at its time in the spot, from the mono 16 kHz mix', async () => {
    expect(locatePocketsphinx(), 'apt-get install pocketsphinx pocketsphinx-en-us').toBeDefined();
    const spot = await spokenRadioSpot('Visit your grocery store this weekend.', 4);
    const wav = join(work, 'speech.wav');

    const seconds = await extractSpeechAudio(
      {
        masterType: 'PUB_RADIO',
        durationSeconds: 4,
        ratio: '16:9',
        audioType: '2trks',
        language: 'en',
        title: 'Spoken',
        uniqueId: 'SPOKEN1',
        advertiser: 'Acme',
      },
      { audio: spot },
      wav,
    );
    const words = await recognizeWithPocketsphinx(wav, { timeoutMs: 60_000 });

    const audio = (await probe(wav)).audio[0]!;
    expect([audio.channels, audio.sampleRate]).toEqual([1, 16000]);
    expect(seconds).toBeCloseTo(4, 1);
    const grocery = words.find((word) => word.text === 'grocery');
    expect(grocery, words.map((word) => word.text).join(' ')).toBeDefined();
    // Said after the half second of silence the spot starts with, within the spot.
    expect(grocery!.start).toBeGreaterThan(0.5);
    expect(grocery!.end).toBeLessThan(4);
    expect(grocery!.confidence).toBeGreaterThan(0);
  }, 60_000);
});
