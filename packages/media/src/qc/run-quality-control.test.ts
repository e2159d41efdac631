import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isCaptionAdvice } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { fixtureSpec, radioSpot, tvCaptions, tvMaster, tvTrackUploads, webSpot } from '../test-fixtures.ts';
import { runQualityControl } from './run-quality-control.ts';
import type { QcResult } from './types.ts';

const itemOf = (result: QcResult, check: string) => result.items.find((i) => i.check === check);

describe('quality control on generated sources', { timeout: 60_000 }, () => {
  it('passes a compliant TV master with its SCC', async () => {
    const result = await runQualityControl(fixtureSpec(), { video: await tvMaster(), captions: await tvCaptions() });
    expect(result.items.filter((i) => i.status !== 'passed' && !isCaptionAdvice(i.check))).toEqual([]);
    // Two captions in a 2-second fixture read too fast and go by too quickly: advice, and still PASSED.
    expect(result.items.filter((i) => i.status === 'warning').map((i) => i.check)).toEqual([
      'caption_reading_speed',
      'caption_duration',
    ]);
    expect(result.result).toBe('PASSED');
    expect(result.problemCodes).toEqual([]);
    expect(result.summary.integratedLkfs).toBeCloseTo(-24, 0);
    expect(result.summary.frames).toBe(60);
    expect(itemOf(result, 'loudness')?.message.en).toMatch(
      /Loudness measured -24\.0 \/ -24\.0 LKFS; the target is -24 LKFS/,
    );
    expect(itemOf(result, 'scc_first_timestamp')?.measured).toBe('10:00:00;00');
  });

  it('rejects a too-loud TV master with the fix-loudness status', async () => {
    const result = await runQualityControl(fixtureSpec(), {
      video: await tvMaster({ lkfs: -18 }),
      captions: await tvCaptions(),
    });
    expect(result.result).toBe('SOURCE_INTEGRATED_LOUDNESS_REJECTED');
    expect(result.problemCodes).toContain('low_integrated_loudness');
    const loudness = itemOf(result, 'loudness')!;
    expect(loudness.status).toBe('rejected');
    expect(loudness.message.en).toContain('-18.0');
    expect(loudness.message.fr).toMatch(/La sonie mesurée de -18,0 \/ -18,0 LKFS est hors de -24 ±2 LU/);
  });

  it('rejects a TV master whose front-right track upload is silent', async () => {
    const sources = await tvTrackUploads({ silentTracks: [2] });
    const result = await runQualityControl(fixtureSpec({ useVideoAudio: false }), {
      ...sources,
      captions: await tvCaptions(),
    });
    expect(result.result).toBe('REJECTED');
    expect(result.problemCodes).toEqual(expect.arrayContaining(['qc_failed', 'silent_tracks']));
    expect(itemOf(result, 'silent_tracks')?.measured).toBe('2 (R)');
    expect(itemOf(result, 'silent_tracks')?.message.fr).toBe('Pistes silencieuses : 2 (R).');
    expect(itemOf(result, 'audio_layout')?.status).toBe('passed');
  });

  it('rejects a TV master of the wrong length and waits for missing captions', async () => {
    const wrong = await runQualityControl(fixtureSpec(), {
      video: await tvMaster({ frames: 75 }),
      captions: await tvCaptions(),
    });
    expect(wrong.result).toBe('REJECTED');
    expect(wrong.problemCodes).toContain('invalid_duration');
    expect(itemOf(wrong, 'duration')?.message.en).toMatch(
      /^Duration not equal to 2 seconds: the source lasts 75 frames \(2\.50\d s\)\.$/,
    );

    const noCaptions = await runQualityControl(fixtureSpec(), { video: await tvMaster() });
    expect(noCaptions.result).toBe('WAITING_CAPTIONS');
    expect(noCaptions.problemCodes).toEqual(['waiting_captions']);
  });

  it('passes a stereo radio spot in WAV and in MP3', async () => {
    const spec = fixtureSpec({ masterType: 'PUB_RADIO_Ad', audioType: '2trks' });
    for (const format of ['wav', 'mp3'] as const) {
      const result = await runQualityControl(spec, { audio: await radioSpot(format) });
      expect(result.items.filter((i) => i.status !== 'passed')).toEqual([]);
      expect(result.result).toBe('PASSED');
      expect(result.summary.integratedLkfs).toBeCloseTo(-14, 0);
    }
  });

  it('rejects a radio spot that is not stereo', async () => {
    const spec = fixtureSpec({ masterType: 'PUB_RADIO', audioType: '2trks' });
    const result = await runQualityControl(spec, { audio: (await tvTrackUploads()).tracks!.frontleft! });
    expect(result.result).toBe('REJECTED');
    expect(itemOf(result, 'audio_layout')?.messageKey).toBe('radio_not_stereo');
  });

  it('warns on a 720p web spot and measures its video levels', async () => {
    const result = await runQualityControl(fixtureSpec({ masterType: 'PUB_WEB', audioType: '2trks' }), {
      video: await webSpot(),
    });
    expect(result.result).toBe('warning');
    expect(result.problemCodes).toEqual(['warning']);
    expect(itemOf(result, 'resolution')?.status).toBe('warning');
    expect(itemOf(result, 'video_levels')?.status).toBe('passed');
    expect(itemOf(result, 'loudness')?.status).toBe('passed');
  });

  it("refuses a text file renamed .mov, and one renamed .wav for radio, with the catalogue's message and no path or tool output", async () => {
    // Prepare: text where the upload tab expects media, in the server's work folder.
    const folder = await mkdtemp(join(tmpdir(), 'masterport-qc-not-media-'));
    const text = 'Script v3: voice-over for the 30 s spot.\n';
    const [movie, sound] = [join(folder, 'spot.mov'), join(folder, 'spot.wav')];
    await Promise.all([writeFile(movie, text), writeFile(sound, text)]);

    try {
      // Act
      const tv = await runQualityControl(fixtureSpec(), { video: movie, captions: await tvCaptions() });
      const radio = await runQualityControl(fixtureSpec({ masterType: 'PUB_RADIO', audioType: '2trks' }), {
        audio: sound,
      });

      // Assess
      expect(tv.result).toBe('REJECTED');
      expect(tv.problemCodes).toEqual(expect.arrayContaining(['qc_failed', 'format_refused']));
      expect(tv.problemCodes).not.toContain('error');
      expect(tv.message.fr).toBe(
        'Ce master a été refusé : il ne respecte pas les spécifications de diffusion télé et web.',
      );
      expect(itemOf(tv, 'container')?.message).toEqual({
        en: 'The source file video is not an audio or video file that can be read. Accepted file types: MOV, MXF, MP4, M4V.',
        fr: 'Le fichier source video n’est pas un fichier audio ou vidéo lisible. Types de fichiers acceptés : MOV, MXF, MP4, M4V.',
      });
      expect(radio.result).toBe('REJECTED');
      expect(itemOf(radio, 'container')?.message.fr).toBe(
        'Le fichier source audio n’est pas un fichier audio ou vidéo lisible. Types de fichiers acceptés : WAV, MP3.',
      );
      for (const result of [tv, radio]) {
        const shown = JSON.stringify({ items: result.items, message: result.message });
        expect(shown).not.toContain(folder);
        expect(shown).not.toMatch(/ffprobe|ffmpeg|exited|Invalid data|moov/i);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses a radio spot shorter than its slate, and a web spot shorter than its slate', async () => {
    // Prepare: 2-second sources under 3-second slates.
    const radioSpec = fixtureSpec({ masterType: 'PUB_RADIO_Ad', audioType: '2trks', durationSeconds: 3 });
    const webSpec = fixtureSpec({ masterType: 'PUB_WEB', audioType: '2trks', durationSeconds: 3 });

    // Act
    const radio = await runQualityControl(radioSpec, { audio: await radioSpot('wav') });
    const web = await runQualityControl(webSpec, { video: await webSpot() });

    // Assess
    expect(radio.result).toBe('REJECTED');
    expect(radio.problemCodes).toContain('invalid_duration');
    expect(itemOf(radio, 'duration')?.message.en).toBe(
      'The radio spot lasts 2.000 s, shorter than the 3 seconds on its slate (at most 0.5 s less).',
    );
    expect(web.result).toBe('REJECTED');
    expect(web.problemCodes).toContain('invalid_duration');
    expect(itemOf(web, 'duration')?.status).toBe('rejected');
  });

  it('reports a missing source file as source_missing', async () => {
    const result = await runQualityControl(fixtureSpec({ masterType: 'PUB_WEB', audioType: '2trks' }), {
      video: '/nonexistent/spot.mov',
    });
    expect(result.result).toBe('REJECTED');
    expect(result.problemCodes).toContain('source_missing');
  });
});
