import { locatePocketsphinx, recognizeWithPocketsphinx } from '@masterport/media';
import type { Transcriber } from '../adapters/transcriber.ts';

/** pocketsphinx decodes faster than real time; this bounds a stuck decoder (ten times the audio, two minutes at least). */
const timeoutFor = (seconds: number) => Math.max(120_000, seconds * 10_000);

/**
 * The local cloud's adapter of the `Transcriber` port: pocketsphinx, English only, answering at once
 * (no job to wait for). French, and a machine without the recognizer, get `not_here`: the master says
 * "no transcript locally" rather than a fake one, and `npm start` still starts (docs/transcripts.md).
 */
export const localTranscriber: Transcriber = {
  engine: 'pocketsphinx',
  async start(request) {
    const binary = request.language === 'en' ? locatePocketsphinx() : undefined;
    if (!binary) return { state: 'not_here' };
    return {
      state: 'made',
      words: await recognizeWithPocketsphinx(request.audioPath, { timeoutMs: timeoutFor(request.seconds), binary }),
    };
  },
  check() {
    return Promise.reject(new Error('pocketsphinx answers at once: there is no job to check'));
  },
};
