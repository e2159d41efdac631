/**
 * Short media made with ffmpeg at test time (never committed): a compliant TV master and its SCC, a
 * too-loud one, one with a silent track, one of the wrong length, a radio spot and a web spot. Files go
 * to one temp folder per fixture version and are reused across the test files of a run (written under a
 * temporary name, then renamed, so parallel workers never read half a file).
 * Tones make loudness exact: a 1 kHz sine of peak P dBFS on one channel reads P - 3.01 LKFS (BS.1770).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runFfmpeg } from './ffmpeg.ts';
import { measureStereoLoudness } from './qc/measure-audio.ts';
import { TRACK_SLOTS, type TrackSlot } from '@masterport/contract';
import type { MasterSpec, SourceFiles } from './master.ts';
import type { PictureStore } from './outputs/picture-store.ts';

const FIXTURE_VERSION = 'v1';
export const FIXTURE_DIR = join(tmpdir(), `masterport-media-fixtures-${FIXTURE_VERSION}`);

const pending = new Map<string, Promise<string>>();

/** Makes `name` once (per folder) with `make(tempPath)`. */
async function cached(name: string, make: (path: string) => Promise<void>): Promise<string> {
  const path = join(FIXTURE_DIR, name);
  if (existsSync(path)) return path;
  let job = pending.get(path);
  if (!job) {
    job = (async () => {
      await mkdir(FIXTURE_DIR, { recursive: true });
      const temp = join(FIXTURE_DIR, `${process.pid}-${Math.random().toString(36).slice(2)}-${name}`);
      await make(temp);
      await rename(temp, path);
      return path;
    })();
    pending.set(path, job);
  }
  return job;
}

/** Linear peak of a 1 kHz sine giving `lkfs` on a group of channels with these BS.1770 weights. */
export function sineAmplitude(lkfs: number, weights: readonly number[]): number {
  const sum = weights.reduce((a, b) => a + b, 0);
  return Math.pow(10, (lkfs + 3.0103 - 10 * Math.log10(sum)) / 20);
}

const SURROUND_WEIGHTS = [1, 1, 1, 1.41, 1.41]; // L R C Ls Rs; LFE is not measured
const STEREO_WEIGHTS = [1, 1];
const sine = (amplitude: number, seconds: number, rate: number, freq = 1000) =>
  `aevalsrc=${amplitude.toFixed(6)}*sin(2*PI*${freq}*t):s=${rate}:c=mono:d=${seconds}`;
const silence = (seconds: number, rate: number) => `aevalsrc=0:s=${rate}:c=mono:d=${seconds}`;
const picture = (width: number, height: number, frames: number) =>
  `testsrc2=s=${width}x${height}:r=30000/1001,trim=end_frame=${frames}`;

export interface TvMasterOptions {
  readonly frames?: number;
  /** Source rate (default 29.97) and picture size (default 1920x1080); 50 is a rate TV QC refuses. */
  readonly rate?: '30000/1001' | '24000/1001' | '25' | '50';
  readonly width?: number;
  readonly height?: number;
  readonly lkfs?: number;
  /** 1-based tracks to leave digitally silent. */
  readonly silentTracks?: readonly number[];
  /** A quarter of the picture at luma 252 (8 bit): beyond EBU R103's tolerance. */
  readonly superWhite?: boolean;
}

/** Eight tone filters for L R C LFE Ls Rs and the stereo pair at `lkfs` (both groups). */
function tvTracks(seconds: number, lkfs: number, silent: readonly number[]): string[] {
  const surround = sineAmplitude(lkfs, SURROUND_WEIGHTS);
  const stereo = sineAmplitude(lkfs, STEREO_WEIGHTS);
  return Array.from({ length: 8 }, (_, i) => {
    if (silent.includes(i + 1)) return silence(seconds, 48000);
    if (i === 3) return sine(surround, seconds, 48000, 60); // LFE: a low tone, excluded from loudness
    return sine(i < 6 ? surround : stereo, seconds, 48000);
  });
}

/** A TV master: 1920x1080 29.97 H.264 with 8 mono 24-bit tracks in MOV (2 s, -24 LKFS by default). */
export function tvMaster(options: TvMasterOptions = {}): Promise<string> {
  const frames = options.frames ?? 60;
  const lkfs = options.lkfs ?? -24;
  const silent = options.silentTracks ?? [];
  const rate = options.rate ?? '30000/1001';
  const [num, den = 1] = rate.split('/').map(Number) as [number, number?];
  const seconds = (frames * den) / num;
  const [width, height] = [options.width ?? 1920, options.height ?? 1080];
  const name = `tv-${frames}f-${lkfs}-s${silent.join('_')}${rate === '30000/1001' ? '' : `-r${num}`}${width === 1920 ? '' : `-${width}`}${options.superWhite ? '-superwhite' : ''}.mov`;
  const levels = options.superWhite
    ? ",format=yuv420p,drawbox=x=0:y=0:w=iw/2:h=ih/2:c=white:t=fill,lutyuv=y='if(gt(val\\,230)\\,252\\,val)'"
    : '';
  return cached(name, async (path) => {
    const tracks = tvTracks(seconds, lkfs, silent);
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=${width}x${height}:r=${rate},trim=end_frame=${frames}${levels}`,
      ...tracks.flatMap((t) => ['-f', 'lavfi', '-i', t]),
      '-map',
      '0:v',
      ...tracks.flatMap((_, i) => ['-map', `${i + 1}:a`]),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '18',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '30',
      '-c:a',
      'pcm_s24le',
      '-ar',
      '48000',
      '-f',
      'mov',
      path,
    ]);
  });
}

/** The source rates a TV master may come in (QC's accepted rates), each in a container and codec of its own. */
export const SOURCE_RATES = {
  // The seeds' recommended source: ProRes 422 HQ at 23.976p.
  '23.976p': { rate: '24000/1001', interlaced: false, codec: 'prores', extension: 'mov' },
  '24p': { rate: '24', interlaced: false, codec: 'h264', extension: 'mov' },
  '25p': { rate: '25', interlaced: false, codec: 'prores', extension: 'mov' },
  '29.97i': { rate: '30000/1001', interlaced: true, codec: 'xdcam', extension: 'mxf' },
  '29.97p': { rate: '30000/1001', interlaced: false, codec: 'h264', extension: 'mov' },
  '59.94p': { rate: '60000/1001', interlaced: false, codec: 'hevc', extension: 'mov' },
} as const;
export type SourceRate = keyof typeof SOURCE_RATES;

/** Where the sync marks of `sourceAtRate` start, in source seconds. */
export const SYNC_MARK_SECONDS = 1;

const CODEC_ARGS: Record<(typeof SOURCE_RATES)[SourceRate]['codec'], string[]> = {
  prores: ['-c:v', 'prores_ks', '-profile:v', '3', '-pix_fmt', 'yuv422p10le'],
  h264: ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p'],
  hevc: ['-c:v', 'libx265', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p', '-tag:v', 'hvc1'],
  xdcam: ['-c:v', 'mpeg2video', '-b:v', '50M', '-pix_fmt', 'yuv422p', '-flags', '+ildct+ilme', '-top', '1'],
};

/**
 * A TV master (2 s unless asked) at one of the source rates: a moving test picture whose top-left quarter turns white
 * at 1 s, and eight mono tracks (-24 LKFS tones as tvMaster's) that start at that same instant, so an
 * output shows its A/V sync as the distance between the two marks. An interlaced source is made at
 * field rate and interleaved, so each field is its own instant, as a camera's.
 */
export function sourceAtRate(
  kind: SourceRate,
  size: { width: number; height: number } = { width: 640, height: 360 },
  /** 2 s in the media tests; the pipeline benchmark asks for a 30 s master. */
  seconds = 2,
  /** The tones' loudness: -24 LKFS (TV's target), or louder for a master quality control rejects. */
  lkfs = -24,
): Promise<string> {
  const { rate, interlaced, codec, extension } = SOURCE_RATES[kind];
  const [num, den = 1] = rate.split('/').map(Number) as [number, number?];
  const frames = Math.round((seconds * num) / den);
  const fieldRate = interlaced ? `${num * 2}/${den}` : rate;
  const mark = `drawbox=x=0:y=0:w=iw/4:h=ih/4:c=white:t=fill:enable='gte(t\\,${SYNC_MARK_SECONDS})'`;
  const pictureChain = `testsrc2=s=${size.width}x${size.height}:r=${fieldRate},${mark},${interlaced ? `tinterlace=mode=interleave_top,` : ''}trim=end_frame=${frames}`;
  const tones = tvTracks(seconds, lkfs, []).map((tone) =>
    tone.replace(
      /^aevalsrc=([^:]+):/,
      (_, expr: string) => `aevalsrc=if(gte(t\\,${SYNC_MARK_SECONDS})\\,${expr}\\,0):`,
    ),
  );
  return cached(
    `rate-${kind}-${size.width}${seconds === 2 ? '' : `-${seconds}s`}${lkfs === -24 ? '' : `-${lkfs}`}.${extension}`,
    async (path) => {
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        pictureChain,
        ...tones.flatMap((t) => ['-f', 'lavfi', '-i', t]),
        '-map',
        '0:v',
        ...tones.flatMap((_, i) => ['-map', `${i + 1}:a`]),
        ...CODEC_ARGS[codec],
        ...(interlaced ? ['-field_order', 'tt'] : []),
        '-c:a',
        'pcm_s24le',
        '-ar',
        '48000',
        '-f',
        extension,
        path,
      ]);
    },
  );
}

/**
 * A 1 s 23.976 PsF picture (progressive segmented frame, as tape workflows deliver film-rate masters):
 * progressive ProRes 422 HQ coded as two fields and flagged interlaced top field first, so ffprobe reads
 * `tt` although both fields of each frame are one instant. Picture only.
 */
export function psfSource(): Promise<string> {
  return cached('psf-23.976-640.mov', async (path) => {
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=640x360:r=24000/1001,trim=end_frame=24,setfield=tff',
      ...CODEC_ARGS.prores,
      '-flags',
      '+ildct',
      '-field_order',
      'tt',
      '-f',
      'mov',
      path,
    ]);
  });
}

/** The TV master's captions: SCC at 10h, two pop-on captions (words of broadcast-spec 6.1). */
export const TV_SCC = `Scenarist_SCC V1.0

10:00:00;00	94ae 94ae 9420 9420 94e0 94e0 c845 4c4c 4f20 4652 4fcd 20c1 43cd 4580 942c 942c 942f 942f

10:00:00;20	94ae 94ae 9420 9420 9440 9440 4352 d5ce 43c8 d920 c2c1 52d3 94e0 94e0 ce4f 5720 49ce 20d3 544f 5245 d380 942c 942c 942f 942f

10:00:01;28	942c 942c
`;

export function tvCaptions(): Promise<string> {
  return cached('tv-captions.scc', (path) => writeFile(path, TV_SCC, 'utf8'));
}

/** A TV master as the upload tab sends it: picture only, plus six mono WAVs and one stereo WAV. */
export async function tvTrackUploads(options: { silentTracks?: readonly number[] } = {}): Promise<SourceFiles> {
  const frames = 60;
  const seconds = (frames * 1001) / 30000;
  const silent = options.silentTracks ?? [];
  const video = await cached(`tv-picture-${frames}f.mov`, (path) =>
    runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      picture(1920, 1080, frames),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '18',
      '-pix_fmt',
      'yuv420p',
      '-f',
      'mov',
      path,
    ]).then(() => undefined),
  );
  const tones = tvTracks(seconds, -24, silent);
  const slots = TRACK_SLOTS.filter((slot) => slot !== 'stereo');
  const tracks: Partial<Record<TrackSlot, string>> = {};
  const tag = silent.join('_');
  await Promise.all(
    slots.map(async (slot, i) => {
      tracks[slot] = await cached(`track-${slot}-s${tag}.wav`, (path) =>
        runFfmpeg(['-f', 'lavfi', '-i', tones[i]!, '-c:a', 'pcm_s24le', '-f', 'wav', path]).then(() => undefined),
      );
    }),
  );
  tracks.stereo = await cached(`track-stereo-s${tag}.wav`, (path) =>
    runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      tones[6]!,
      '-f',
      'lavfi',
      '-i',
      tones[7]!,
      '-filter_complex',
      '[0:a][1:a]join=inputs=2:channel_layout=stereo[a]',
      '-map',
      '[a]',
      '-c:a',
      'pcm_s24le',
      '-f',
      'wav',
      path,
    ]).then(() => undefined),
  );
  return { video, tracks };
}

/** A stereo radio spot at -14 LUFS: 16-bit 44.1 kHz WAV, or MP3 320k. */
export function radioSpot(format: 'wav' | 'mp3' = 'wav', seconds = 2, lkfs = -14): Promise<string> {
  return cached(`radio-${seconds}s-${lkfs}.${format}`, async (path) => {
    const a = sineAmplitude(lkfs, STEREO_WEIGHTS);
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      sine(a, seconds, 44100, 1000),
      '-f',
      'lavfi',
      '-i',
      sine(a, seconds, 44100, 1000),
      '-filter_complex',
      '[0:a][1:a]join=inputs=2:channel_layout=stereo[a]',
      '-map',
      '[a]',
      ...(format === 'wav' ? ['-c:a', 'pcm_s16le', '-f', 'wav'] : ['-c:a', 'libmp3lame', '-b:a', '320k', '-f', 'mp3']),
      path,
    ]);
  });
}

/** The Debian package that speaks the spoken fixtures (scripts/test.mjs and .ci/run install it). */
export const ESPEAK_DEBIAN_PACKAGE = 'espeak-ng';

/**
 * A radio spot that says `words` in US English (espeak-ng's synthetic voice), half a second in, then
 * silence to `seconds`, near -14 LKFS, 44.1 kHz stereo WAV: made at test time, never committed
 * (docs/transcripts.md, "Tests"). pocketsphinx's US model recognises some of espeak's words and
 * not others; tests search by the words it reliably hears ("grocery store").
 */
export function spokenRadioSpot(words: string, seconds = 5): Promise<string> {
  // v2: normalised to -14 whatever its length (a 2 s spot was near -41); the name keeps an older cache out.
  const name = `spoken-v2-${seconds}s-${createHashOf(words)}.wav`;
  return cached(name, async (path) => {
    const speech = `${path}.speech.wav`;
    await promisify(execFile)(ESPEAK_DEBIAN_PACKAGE, ['-v', 'en-us', '-s', '150', '-w', speech, words]).catch(
      (error: unknown) => {
        throw new Error(`espeak-ng could not speak (apt-get install ${ESPEAK_DEBIAN_PACKAGE}): ${String(error)}`);
      },
    );
    // loudnorm measures in 3 s windows: a shorter spot came out near -41 LKFS (a 2 s one for a
    // journey, which quality control warned about), so it is normalised padded to 3 s, then cut; and
    // since loudnorm's dynamic mode lands only near its target on speech this short, the rest of the
    // way to -14 (quality control warns beyond ±1 LU of it) is a gain measured after it.
    const normalised = `${path}.normalised.wav`;
    await runFfmpeg([
      '-i',
      speech,
      '-af',
      `adelay=500,apad=whole_dur=${Math.max(seconds, 3)},loudnorm=I=-14:TP=-2,atrim=0:${seconds},aresample=44100`,
      '-ac',
      '2',
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      normalised,
    ]);
    const measured = await measureStereoLoudness(
      { file: normalised, stream: 0, channel: 0 },
      { file: normalised, stream: 0, channel: 1 },
    );
    await runFfmpeg([
      '-i',
      normalised,
      '-af',
      `volume=${(-14 - measured.integrated).toFixed(2)}dB`,
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      path,
    ]);
    await rm(normalised, { force: true });
    await rm(speech, { force: true });
  });
}

/** A short stable name for a fixture's words. */
const createHashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

export interface ProgrammeOptions {
  /** Integrated loudness, LKFS. */
  readonly lkfs: number;
  /** True peak the percussive hits reach, dBTP; none: speech bursts alone (about 12 dB of headroom at -18). */
  readonly hitsTruePeak?: number;
  readonly seconds?: number;
}

/**
 * A stereo programme with the shape of a real spot's soundtrack, made exact by measuring its parts:
 * speech-like bursts (noise shaped by a syllable rhythm, band-limited like a voice) in a loud, a quiet
 * and a middle section (a loudness range of about 11 LU), and, when asked, percussive hits (short
 * decaying tones) whose true peak sits near `hitsTruePeak`. 48 kHz 24-bit WAV.
 */
export function programme(options: ProgrammeOptions): Promise<string> {
  const seconds = options.seconds ?? 8;
  const name = `programme-${seconds}s-${options.lkfs}-tp${options.hitsTruePeak ?? 'none'}.wav`;
  return cached(name, async (path) => {
    const third = seconds / 3;
    const envelope = (phase: number) =>
      `pow(0.5+0.5*sin(2*PI*3.7*t+${phase}),2)*if(lt(t,${third}),1,if(lt(t,${2 * third}),0.12,0.45))`;
    const hit = 'exp(-300*mod(t,1.5))*sin(2*PI*800*t)';
    const render = async (bed: number, hits: number, out: string) => {
      const channel = (i: number) => `${bed.toFixed(6)}*(2*random(${i})-1)*${envelope(i)}+${hits.toFixed(6)}*${hit}`;
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        `aevalsrc=exprs='${channel(0)}|${channel(1)}':s=48000:c=stereo:d=${seconds},lowpass=f=5000,lowpass=f=5000`,
        '-c:a',
        'pcm_s24le',
        '-f',
        'wav',
        out,
      ]);
      return measureStereoLoudness({ file: out, stream: 0, channel: 0 }, { file: out, stream: 0, channel: 1 });
    };
    // Each part alone at unit scale, then both scaled to their figures, then the whole to `lkfs`.
    const bedAlone = await render(1, 0, path);
    let bed = Math.pow(10, (options.lkfs - bedAlone.integrated) / 20);
    let hits = 0;
    if (options.hitsTruePeak !== undefined) {
      const hitsAlone = await render(0, 1, path);
      hits = Math.pow(10, (options.hitsTruePeak - hitsAlone.truePeak) / 20);
    }
    const mixed = await render(bed, hits, path);
    const correction = Math.pow(10, (options.lkfs - mixed.integrated) / 20);
    [bed, hits] = [bed * correction, hits * correction];
    await render(bed, hits, path);
  });
}

/**
 * `programme`'s sound under a 29.97 picture as long, in MOV with 24-bit PCM: one stereo stream, or
 * (`tracks`) one mono track per entry carrying that channel of the programme (-1: silence).
 */
function programmeMov(
  kind: string,
  options: ProgrammeOptions,
  size: { width: number; height: number },
  tracks?: readonly number[],
): Promise<string> {
  const seconds = options.seconds ?? 8;
  const frames = Math.round((seconds * 30000) / 1001);
  return cached(
    `programme-${kind}-${seconds}s-${options.lkfs}-tp${options.hitsTruePeak ?? 'none'}.mov`,
    async (path) => {
      const audio = await programme(options);
      const split = tracks
        ? [
            '-filter_complex',
            [
              `[1:a]asplit=${tracks.length}${tracks.map((_, i) => `[s${i}]`).join('')}`,
              ...tracks.map((c, i) => `[s${i}]pan=mono|c0=${c < 0 ? '0*c0' : `c${c}`}[t${i}]`),
            ].join(';'),
          ]
        : [];
      const maps = tracks ? tracks.flatMap((_, i) => ['-map', `[t${i}]`]) : ['-map', '1:a'];
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        picture(size.width, size.height, frames),
        '-i',
        audio,
        ...split,
        '-map',
        '0:v',
        ...maps,
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'pcm_s24le',
        '-f',
        'mov',
        path,
      ]);
    },
  );
}

/** A web master of `programme`'s sound: a small 29.97 picture as long, the WAV's samples unchanged. */
export const programmeWithPicture = (options: ProgrammeOptions): Promise<string> =>
  programmeMov('web', options, { width: 640, height: 360 });

/**
 * A TV master of `programme`'s sound: 1920x1080 29.97 with eight mono tracks, the programme's left and
 * right on tracks 1-2 (the 5.1's front pair; centre, LFE and surrounds silent) and 7-8.
 */
export const programmeTvMaster = (options: ProgrammeOptions): Promise<string> =>
  programmeMov('tv', options, { width: 1920, height: 1080 }, [0, 1, -1, -1, -1, -1, 0, 1]);

/** A web spot: 1280x720 29.97 H.264 + AAC stereo at -14 LUFS in MP4 (2 s). */
export function webSpot(): Promise<string> {
  const frames = 60;
  const seconds = (frames * 1001) / 30000;
  // CRF 12: at lower quality, ringing around testsrc2's fine text pushes over 1 % of pixels out of range.
  return cached(`web-${frames}f-q12.mp4`, async (path) => {
    const a = sineAmplitude(-14, STEREO_WEIGHTS);
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      picture(1280, 720, frames),
      '-f',
      'lavfi',
      '-i',
      sine(a, seconds, 48000),
      '-f',
      'lavfi',
      '-i',
      sine(a, seconds, 48000),
      '-filter_complex',
      '[1:a][2:a]join=inputs=2:channel_layout=stereo[a]',
      '-map',
      '0:v',
      '-map',
      '[a]',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '12',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '30',
      '-c:a',
      'aac',
      '-b:a',
      '192k',
      '-ar',
      '48000',
      '-f',
      'mp4',
      path,
    ]);
  });
}

/** Master metadata for the fixtures. */
export function fixtureSpec(overrides: Partial<MasterSpec> = {}): MasterSpec {
  return {
    masterType: 'PUB_TV_WEB',
    durationSeconds: 2,
    ratio: '16:9',
    audioType: '8trks',
    language: 'fr',
    title: "L'été: 100% croquant",
    uniqueId: 'ACME1234000H',
    advertiser: 'Acme Foods',
    agency: 'Agence Exemple',
    product: 'Crunchy Bars',
    tvbNumber: '123456',
    ascNumber: 'A123456',
    useVideoAudio: true,
    ...overrides,
  };
}

/**
 * A picture store in a folder, as the run's prefix in the outputs bucket is one (core's
 * run-pictures.ts): for the media tests and the pipeline benchmark. `fetched` lists what it gave back.
 */
export function folderPictureStore(folder: string): PictureStore & { readonly fetched: string[] } {
  const fetched: string[] = [];
  return {
    fetched,
    async fetch(id, path) {
      if (!existsSync(join(folder, id))) return false;
      await copyFile(join(folder, id), path);
      fetched.push(id);
      return true;
    },
    async keep(id, path) {
      await mkdir(folder, { recursive: true });
      await copyFile(path, join(folder, id));
    },
  };
}
