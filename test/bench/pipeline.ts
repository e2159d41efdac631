/**
 * Pipeline benchmark (not part of `npm test`): a TV master (default 30 s of 1080 29.97, 8 tracks,
 * SCC captions), measured side by side in this run and printed as ratios:
 * - P1: the whole orchestrated pipeline on the local cloud (wall), against the naive output set
 *   (each key encoded from the source by its own ffmpeg command) run directly one after another;
 * - P3: the CPU seconds of that naive set against our encodes grouped as the pipeline's steps group
 *   them (MXF assembly, shared processes), per output family, and the whole run's CPU;
 * - the time to the first playable preview, and one multi-output process against one per output;
 * - the whole pipeline's wall time for the same length of master from a 29.97i XDCAM source and from
 *   the seeds' recommended 23.976p ProRes (2:3 pull-down into every TV key), one after the other.
 *
 *   npm run bench                 # 30 s master
 *   BENCH_SECONDS=4 npm run bench # a quick check of the benchmark itself
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  binaryPath,
  buildMultiOutputArgs,
  completeContext,
  encodingOf,
  ffmpegVersion,
  isMediaProfile,
  keepMxfProgram,
  outputKeysFor,
  outputProfile,
  prepareRenderContext,
  renderOutputs,
  sharedPictureGroups,
  type MasterSpec,
  type MediaProfile,
} from '@masterport/media';
import {
  fixtureSpec,
  folderPictureStore,
  sourceAtRate,
  tvCaptions,
  tvMaster,
  type SourceRate,
} from '@masterport/media/test-fixtures';
import { DEMO_PASSWORD, DEMO_USERS, startLocalCloud } from '@masterport/local';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const frames = Math.round((seconds * 30000) / 1001);
const work = mkdtempSync(join(tmpdir(), 'masterport-bench-'));

/** Children's user+sys CPU seconds of a command, read from the shell's `times` builtin. */
function cpuSeconds(args: string[]): number {
  const quoted = [binaryPath('ffmpeg'), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const result = spawnSync('sh', ['-c', `${quoted} >/dev/null 2>&1; status=$?; times; exit $status`], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
  const children = result.stdout.trim().split('\n').at(-1) ?? '';
  return children
    .split(/\s+/)
    .map((t) => {
      const [, m = '0', s = '0'] = t.match(/(\d+)m([\d.]+)s/) ?? [];
      return Number(m) * 60 + Number(s);
    })
    .reduce((a, b) => a + b, 0);
}

// One local cloud for every orchestrated run: the in-process functions keep the clients of the
// first cloud they meet, so a second cloud in the same process would not be reached.
const cloud = await startLocalCloud({ dataDir: join(work, 'cloud'), port: 0, web: 'none', seed: true });

async function orchestratedRun(
  video: string,
  captions: string,
): Promise<{ wall: number; firstPreview: number | undefined }> {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${cloud.url}/api/${path}`, {
      method,
      body: body ? JSON.stringify(body) : undefined,
      headers: {
        'content-type': 'application/json',
        'x-masterport-client': 'web',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return (await response.json()) as Record<string, unknown>;
  };
  await call('POST', 'authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
  const created = await call('POST', 'user/master-files/create', {
    mode: 'new_master',
    master_type: 'PUB_TV_WEB',
    title: 'Benchmark',
    unique_id: `BENCH${Date.now().toString(36).toUpperCase()}`,
    duration: seconds,
    language: 'en',
    ratio: '16:9',
    audio_type: '8trks',
    announcer: 'Bench',
    agency: 'Bench',
    product: 'Bench',
    use_video_audio: true,
  });
  const masterId = created.master_id as string;
  const { readFile, stat } = await import('node:fs/promises');
  const started = Date.now();
  for (const [asset, path] of [
    ['captions', captions],
    ['video', video],
  ] as const) {
    const { size } = await stat(path);
    const upload = await call('POST', 'user/uploads/create-multipart', {
      master_id: masterId,
      asset,
      filename: path.split('/').pop(),
      size,
    });
    const ref = { master_id: masterId, asset, upload_id: upload.upload_id, key: upload.key };
    const body = await readFile(path);
    const partSize = 64 * 1024 * 1024;
    const parts = [];
    for (let n = 1, offset = 0; offset < body.length; n += 1, offset += partSize) {
      const signed = await call('POST', 'user/uploads/sign-parts', { ...ref, part_numbers: [n] });
      const put = await fetch((signed.urls as Record<string, string>)[String(n)]!, {
        method: 'PUT',
        body: body.subarray(offset, offset + partSize),
      });
      parts.push({ PartNumber: n, ETag: put.headers.get('etag') });
    }
    await call('POST', 'user/uploads/complete-multipart', { ...ref, parts });
  }
  let firstPreview: number | undefined;
  let failedPolls = 0;
  for (;;) {
    // A poll that meets a connection the busy local cloud closed is simply asked again.
    const details = await call('GET', `user/master-files/get-details/${masterId}`).catch((error: unknown) => {
      if ((failedPolls += 1) > 5) throw error;
      return undefined;
    });
    if (!details) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    failedPolls = 0;
    const { master } = details as unknown as {
      master: { is_running: boolean; status: string; processing_error: unknown; preview_output_key: string | null };
    };
    if (master.preview_output_key && firstPreview === undefined) firstPreview = (Date.now() - started) / 1000;
    if (!master.is_running && !['CREATED', 'UPLOADED'].includes(master.status)) {
      if (master.processing_error || master.status !== 'COMPLETED') throw new Error(`run ended at ${master.status}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { wall: (Date.now() - started) / 1000, firstPreview };
}

/**
 * CPU seconds of the children this process has waited for (ffmpeg, ffprobe), from /proc: the
 * pipeline's tasks run in this process on the local cloud, so its encodes count here too.
 */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

/** Output families as the bench reports them: the profile's category. */
const familyOf = (key: string) => outputProfile(key).category;
const mediaKeysOf = (spec: MasterSpec) =>
  outputKeysFor(spec.masterType, { hasCaptions: true }).filter((key) => isMediaProfile(outputProfile(key)));

/**
 * The naive output set, one after another: each key encoded from the source by its own ffmpeg
 * command (no MXF assembly, no shared process). Its wall time is P1's denominator, its CPU P3's
 * numerator, per family.
 */
async function directRun(
  spec: MasterSpec,
  video: string,
  captions: string,
): Promise<{ wall: number; cpu: Map<string, number>; byKey: Map<string, number> }> {
  const cpu = new Map<string, number>();
  const byKey = new Map<string, number>();
  const started = Date.now();
  const context = await prepareRenderContext(spec, { video, captions });
  for (const key of mediaKeysOf(spec)) {
    const before = childCpuSeconds();
    await renderOutputs([key], context, join(work, 'direct'), { group: 'none', assembleMxf: false });
    byKey.set(key, childCpuSeconds() - before);
    cpu.set(familyOf(key), (cpu.get(familyOf(key)) ?? 0) + byKey.get(key)!);
  }
  return { wall: (Date.now() - started) / 1000, cpu, byKey };
}

/**
 * Our encodes, step by step as the pipeline groups them (the early preview, then each output
 * step's keys in one renderOutputs call), one after another so each family's CPU can be told apart.
 */
async function oursByStep(spec: MasterSpec, video: string, captions: string): Promise<Map<string, number>> {
  const { earlyPreviewKey, keysForStep, OUTPUT_STEPS, runKeys, sharedMxfProgramKey } =
    await import('@masterport/core/processing');
  const master = {
    master_type: spec.masterType,
    duration: spec.durationSeconds,
    run_options: {},
    sources: { captions: { status: 'uploaded' } },
  } as unknown as Parameters<typeof keysForStep>[1];
  const context = await prepareRenderContext(spec, { video, captions });
  const cpu = new Map<string, number>();
  const early = earlyPreviewKey(master);
  // As the pipeline's tasks do: pictures one step shares with another meet in a store (a folder here,
  // the run's prefix in S3 there), and the MXF program both MXF steps join is made with the preview.
  const store = folderPictureStore(join(work, 'pictures'));
  const mxfProgramKey = sharedMxfProgramKey(master);
  const groups = [early ? [early] : [], ...OUTPUT_STEPS.map((step) => keysForStep(step, master))];
  for (const [index, keys] of groups.entries()) {
    const media = keys.filter((key) => isMediaProfile(outputProfile(key)));
    if (!media.length) continue;
    const rendered = new Map<string, number>();
    const before = childCpuSeconds();
    await renderOutputs(media, context, join(work, 'ours'), {
      workDir: join(work, 'ours-work'),
      runKeys: runKeys(master),
      pictures: store,
    });
    const spent = childCpuSeconds() - before;
    if (index === 0 && mxfProgramKey) {
      const program = childCpuSeconds();
      await keepMxfProgram(mxfProgramKey, context, join(work, 'ours-work'), store);
      cpu.set(familyOf(mxfProgramKey), (cpu.get(familyOf(mxfProgramKey)) ?? 0) + childCpuSeconds() - program);
    }
    // A step's keys share processes: its CPU is counted against its families by their keys' count.
    for (const key of media) rendered.set(familyOf(key), (rendered.get(familyOf(key)) ?? 0) + 1);
    for (const [family, count] of rendered) cpu.set(family, (cpu.get(family) ?? 0) + (spent * count) / media.length);
  }
  return cpu;
}

async function cpuComparison(spec: MasterSpec, video: string, captions: string) {
  const keys = ['MP41080', 'MP4720', 'MP4540'];
  const profiles = keys.map(outputProfile).filter(isMediaProfile) as MediaProfile[];
  const context = await completeContext(
    await prepareRenderContext(spec, { video, captions }),
    profiles,
    join(work, 'cpu'),
  );
  const jobs = profiles.map((profile) => ({ profile, outputPath: join(work, 'cpu', `${profile.key}.mp4`) }));
  const together = cpuSeconds(['-y', ...buildMultiOutputArgs(jobs, context)]);
  const separate = jobs
    .map((job) => cpuSeconds(['-y', ...buildMultiOutputArgs([job], context)]))
    .reduce((a, b) => a + b, 0);
  return { keys, together, separate };
}

const versions = await ffmpegVersion();
console.log(
  `ffmpeg: ${versions.ffmpeg}\nffprobe: ${versions.ffprobe}\nmaster: ${seconds} s (${frames} frames) 1080 29.97, 8 tracks, SCC captions`,
);
const spec = fixtureSpec({ durationSeconds: seconds, uniqueId: 'BENCH0001' });
const video = await tvMaster({ frames });
const captions = await tvCaptions();

const direct = await directRun(spec, video, captions);
const cpuBefore = childCpuSeconds();
const orchestrated = await orchestratedRun(video, captions);
const orchestratedCpu = childCpuSeconds() - cpuBefore;
// Each figure is printed as soon as it is measured (a run takes half an hour at 30 s): a later
// failure loses nothing before it, and a source rate's failed run is said and the bench goes on, then
// exits non-zero.
console.log(`
P1 orchestrated pipeline (upload -> S3 event -> Step Functions -> tasks): ${orchestrated.wall.toFixed(1)} s wall
   naive encodes run directly, one after another:                        ${direct.wall.toFixed(1)} s wall
   ratio orchestrated / direct:                                          ${(orchestrated.wall / direct.wall).toFixed(2)} (goal <= 0.60)
first playable preview after the uploads:                                ${orchestrated.firstPreview?.toFixed(1) ?? 'never'} s (${orchestrated.firstPreview === undefined ? '-' : Math.round((100 * orchestrated.firstPreview) / orchestrated.wall)} % of the run)`);
const sourceRateLabel = (kind: SourceRate) =>
  `   the same, from a ${seconds} s ${kind} source (${kind === '29.97i' ? 'XDCAM MXF' : 'ProRes 422 HQ'}):`.padEnd(73);
for (const kind of ['29.97i', '23.976p'] as const) {
  const source = await sourceAtRate(kind, { width: 1920, height: 1080 }, seconds);
  try {
    console.log(`${sourceRateLabel(kind)}${(await orchestratedRun(source, captions)).wall.toFixed(1)} s wall`);
  } catch (error) {
    console.log(`${sourceRateLabel(kind)}FAILED: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
const ours = await oursByStep(spec, video, captions);
const cpu = await cpuComparison(spec, video, captions);
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
const naiveCpu = sum(direct.cpu.values());
const oursCpu = sum(ours.values());
const families = [...new Set([...direct.cpu.keys(), ...ours.keys()])];
// The floor of reuse: each distinct picture encoded once and nothing else (the XDCAM keys share one
// program; H.264 keys of one sharedPictureGroups group share theirs; keys encoded alike are one file),
// each at the CPU of its cheapest key alone. No reuse can spend less, so naive / floor bounds P3.
const pictureOf = new Map<string, string>();
const naiveProfiles = [...direct.byKey.keys()].map(outputProfile).filter(isMediaProfile);
for (const profile of naiveProfiles)
  pictureOf.set(profile.key, profile.video?.codec === 'xdcam_hd422' ? 'xdcam' : encodingOf(profile));
for (const group of sharedPictureGroups(naiveProfiles, await prepareRenderContext(spec, { video, captions }))) {
  for (const profile of group) pictureOf.set(profile.key, `h264 ${group[0]!.key}`);
}
const floorByPicture = new Map<string, number>();
for (const [key, picture] of pictureOf)
  floorByPicture.set(picture, Math.min(floorByPicture.get(picture) ?? Infinity, direct.byKey.get(key)!));
const floorCpu = sum(floorByPicture.values());
console.log(`
P3 CPU seconds, naive output set (each key from the source by its own ffmpeg) / ours (the pipeline's steps):
${families.map((family) => `   ${family.padEnd(18)} naive ${(direct.cpu.get(family) ?? 0).toFixed(1).padStart(7)} s   ours ${(ours.get(family) ?? 0).toFixed(1).padStart(7)} s   ratio ${((direct.cpu.get(family) ?? 0) / (ours.get(family) ?? Infinity)).toFixed(2)}`).join('\n')}
   ${'all encodes'.padEnd(18)} naive ${naiveCpu.toFixed(1).padStart(7)} s   ours ${oursCpu.toFixed(1).padStart(7)} s   ratio ${(naiveCpu / oursCpu).toFixed(2)} (goal >= 3.0)
   the whole orchestrated run (QC, captions, thumbnails, previews, every encode): ${orchestratedCpu.toFixed(1)} s, naive / whole run ${(naiveCpu / orchestratedCpu).toFixed(2)}
   naive CPU by key: ${[...direct.byKey].map(([key, seconds]) => `${key} ${seconds.toFixed(1)}`).join(', ')}
   each distinct picture encoded once, nothing else (${floorByPicture.size} pictures): ${floorCpu.toFixed(1)} s, so P3 can reach at most ${(naiveCpu / floorCpu).toFixed(2)}; ours is ${((100 * floorCpu) / oursCpu).toFixed(0)} % efficient against that floor

CPU of ${cpu.keys.join(' + ')}: one process ${cpu.together.toFixed(1)} s, separate processes ${cpu.separate.toFixed(1)} s, ratio ${(cpu.together / cpu.separate).toFixed(2)}
`);
await cloud.stop();
rmSync(work, { recursive: true, force: true });
