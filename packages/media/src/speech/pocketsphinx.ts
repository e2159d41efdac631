/**
 * The local cloud's speech recognizer (docs/transcripts.md): CMU pocketsphinx from Debian's
 * `pocketsphinx` package (0.8+5prealpha, `pocketsphinx_continuous`) with the US English model of
 * `pocketsphinx-en-us`. English only: no French model is packaged, so French masters get no
 * transcript here rather than a fake one. Its words carry their times (`-time yes`: one line per
 * word, `word start end posterior`, in seconds from the file's start) and a confidence.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TranscriptWord } from '@masterport/contract';

/** The Debian packages the project installs for it (scripts/test.mjs, .ci/run; `npm start` names them when absent). */
export const POCKETSPHINX_DEBIAN_PACKAGES = ['pocketsphinx', 'pocketsphinx-en-us'] as const;

const BINARY = 'pocketsphinx_continuous';
/** Where `pocketsphinx-en-us` puts its model: acoustic model, language model, pronunciation dictionary. */
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const POCKETSPHINX_MODEL = {
  hmm: join(MODEL_DIR, 'en-us'),
  lm: join(MODEL_DIR, 'en-us.lm.bin'),
  dict: join(MODEL_DIR, 'cmudict-en-us.dict'),
} as const;

/** The recognizer or its model is not installed: the transcript is unavailable, never the run's failure. */
export class RecognizerMissing extends Error {
  override name = 'RecognizerMissing';
}

const readable = (path: string, mode: number): boolean => {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
};

/** The recognizer's binary (PATH, then Debian's folder), or undefined when it or its model is missing. */
export function locatePocketsphinx(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  const folders = [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/bin'];
  const binary = folders.map((folder) => join(folder, BINARY)).find((path) => readable(path, constants.X_OK));
  const model = Object.values(POCKETSPHINX_MODEL).every((path) => readable(path, constants.R_OK));
  return binary && model ? binary : undefined;
}

/** Fillers the decoder writes between words: sentence marks, silence, noises. */
const NOT_A_WORD = /^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+|\(NULL\))$/;
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e-?\d+)?)$/;

/**
 * One line of `-time yes` output as a word, or undefined (the hypothesis lines, fillers). The
 * dictionary's alternative pronunciations are written `the(2)`: the word is `the`.
 */
export function parsePocketsphinxLine(line: string): TranscriptWord | undefined {
  const match = WORD_LINE.exec(line.trim());
  if (!match) return undefined;
  const [, raw, start, end, posterior] = match as unknown as [string, string, string, string, string];
  if (NOT_A_WORD.test(raw)) return undefined;
  const text = raw.replace(/\(\d+\)$/, '');
  const confidence = Math.min(1, Math.max(0, Number(posterior)));
  return { text, start: Number(start), end: Number(end), confidence: Math.round(confidence * 1000) / 1000 };
}

/**
 * Recognises the English said in a mono 16 kHz WAV. The output is read line by line as the decoder
 * writes it; only the words are kept. Throws `RecognizerMissing` when it is not installed, an Error
 * when it fails or runs past `timeoutMs`.
 */
export async function recognizeWithPocketsphinx(
  wavPath: string,
  options: { timeoutMs: number; binary?: string },
): Promise<TranscriptWord[]> {
  const binary = options.binary ?? locatePocketsphinx();
  if (!binary)
    throw new RecognizerMissing(
      `pocketsphinx is not installed: apt-get install ${POCKETSPHINX_DEBIAN_PACKAGES.join(' ')}`,
    );
  const args = [
    '-infile',
    wavPath,
    '-time',
    'yes',
    '-hmm',
    POCKETSPHINX_MODEL.hmm,
    '-lm',
    POCKETSPHINX_MODEL.lm,
    '-dict',
    POCKETSPHINX_MODEL.dict,
    '-logfn',
    '/dev/null',
  ];
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  const ended = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  // Awaited after the output is read; a start failure meanwhile must not count as unhandled.
  ended.catch(() => undefined);
  const words: TranscriptWord[] = [];
  try {
    for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
      const word = parsePocketsphinxLine(line);
      if (word) words.push(word);
    }
    const code = await ended;
    if (code !== 0)
      throw new Error(`${BINARY} exited with ${code ?? 'a signal'}: ${stderr.trim().split('\n').pop() ?? ''}`);
  } finally {
    clearTimeout(timer);
  }
  return words;
}
