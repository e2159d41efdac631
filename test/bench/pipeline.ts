/**
 * Pipeline benchmark (not part of `npm test`): a TV master (default 30 s of 1080 29.97, 8 tracks,
 * SCC captions) through the whole orchestrated pipeline on the local cloud, against the same encodes
 * run directly one after another, and the CPU time of one multi-output ffmpeg process against one
 * process per output. Everything is measured side by side in this run and printed as ratios.
 *
 *   npm run bench                 # 30 s master
 *   BENCH_SECONDS=4 npm run bench # a quick check of the benchmark itself
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  binaryPath, buildMultiOutputArgs, completeContext, ffmpegVersion, isMediaProfile, outputKeysFor, outputProfile,
  prepareRenderContext, renderOutputs, type MasterSpec, type MediaProfile,
} from '@masterport/media';
import { fixtureSpec, tvCaptions, tvMaster } from '@masterport/media/test-fixtures';
import { DEMO_PASSWORD, DEMO_USERS, startLocalCloud } from '@masterport/local';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const frames = Math.round((seconds * 30000) / 1001);
const work = mkdtempSync(join(tmpdir(), 'masterport-bench-'));

/** Children's user+sys CPU seconds of a command, read from the shell's `times` builtin. */
function cpuSeconds(args: string[]): number {
  const quoted = [binaryPath('ffmpeg'), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const result = spawnSync('sh', ['-c', `${quoted} >/dev/null 2>&1; status=$?; times; exit $status`], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
  const children = result.stdout.trim().split('\n').at(-1) ?? '';
  return children.split(/\s+/).map((t) => {
    const [, m = '0', s = '0'] = t.match(/(\d+)m([\d.]+)s/) ?? [];
    return Number(m) * 60 + Number(s);
  }).reduce((a, b) => a + b, 0);
}

async function orchestratedRun(video: string, captions: string): Promise<{ wall: number; firstPreview: number | undefined }> {
  const cloud = await startLocalCloud({ dataDir: join(work, 'cloud'), port: 0, web: 'none', seed: true });
  try {
    const cookies = new Map<string, string>();
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${cloud.url}/api/${path}`, {
        method, body: body ? JSON.stringify(body) : undefined,
        headers: { 'content-type': 'application/json', 'x-masterport-client': 'web', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) { const [pair = ''] = line.split(';'); const i = pair.indexOf('='); cookies.set(pair.slice(0, i), pair.slice(i + 1)); }
      return (await response.json()) as Record<string, unknown>;
    };
    await call('POST', 'authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
    const created = await call('POST', 'user/master-files/create', {
      mode: 'new_master', master_type: 'PUB_TV_WEB', title: 'Benchmark', unique_id: `BENCH${Date.now().toString(36).toUpperCase()}`, duration: seconds,
      language: 'en', ratio: '16:9', audio_type: '8trks', announcer: 'Bench', agency: 'Bench', product: 'Bench', use_video_audio: true,
    });
    const masterId = created.master_id as string;
    const { readFile, stat } = await import('node:fs/promises');
    const started = Date.now();
    for (const [asset, path] of [['captions', captions], ['video', video]] as const) {
      const { size } = await stat(path);
      const upload = await call('POST', 'user/uploads/create-multipart', { master_id: masterId, asset, filename: path.split('/').pop(), size });
      const ref = { master_id: masterId, asset, upload_id: upload.upload_id, key: upload.key };
      const body = await readFile(path);
      const partSize = 64 * 1024 * 1024;
      const parts = [];
      for (let n = 1, offset = 0; offset < body.length; n += 1, offset += partSize) {
        const signed = await call('POST', 'user/uploads/sign-parts', { ...ref, part_numbers: [n] });
        const put = await fetch((signed.urls as Record<string, string>)[String(n)]!, { method: 'PUT', body: body.subarray(offset, offset + partSize) });
        parts.push({ PartNumber: n, ETag: put.headers.get('etag') });
      }
      await call('POST', 'user/uploads/complete-multipart', { ...ref, parts });
    }
    let firstPreview: number | undefined;
    for (;;) {
      const { master } = await call('GET', `user/master-files/get-details/${masterId}`) as unknown as { master: { is_running: boolean; status: string; processing_error: unknown; preview_output_key: string | null } };
      if (master.preview_output_key && firstPreview === undefined) firstPreview = (Date.now() - started) / 1000;
      if (!master.is_running && !['CREATED', 'UPLOADED'].includes(master.status)) {
        if (master.processing_error || master.status !== 'COMPLETED') throw new Error(`run ended at ${master.status}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { wall: (Date.now() - started) / 1000, firstPreview };
  } finally {
    await cloud.stop();
  }
}

async function directRun(spec: MasterSpec, video: string, captions: string): Promise<number> {
  const keys = outputKeysFor(spec.masterType, { hasCaptions: true }).filter((key) => isMediaProfile(outputProfile(key)));
  const started = Date.now();
  const context = await prepareRenderContext(spec, { video, captions });
  for (const key of keys) await renderOutputs([key], context, join(work, 'direct'), { group: 'none' });
  return (Date.now() - started) / 1000;
}

async function cpuComparison(spec: MasterSpec, video: string, captions: string) {
  const keys = ['MP41080', 'MP4720', 'MP4540'];
  const profiles = keys.map(outputProfile).filter(isMediaProfile) as MediaProfile[];
  const context = await completeContext(await prepareRenderContext(spec, { video, captions }), profiles, join(work, 'cpu'));
  const jobs = profiles.map((profile) => ({ profile, outputPath: join(work, 'cpu', `${profile.key}.mp4`) }));
  const together = cpuSeconds(['-y', ...buildMultiOutputArgs(jobs, context)]);
  const separate = jobs.map((job) => cpuSeconds(['-y', ...buildMultiOutputArgs([job], context)])).reduce((a, b) => a + b, 0);
  return { keys, together, separate };
}

const versions = await ffmpegVersion();
console.log(`ffmpeg: ${versions.ffmpeg}\nffprobe: ${versions.ffprobe}\nmaster: ${seconds} s (${frames} frames) 1080 29.97, 8 tracks, SCC captions`);
const spec = fixtureSpec({ durationSeconds: seconds, uniqueId: 'BENCH0001' });
const video = await tvMaster({ frames });
const captions = await tvCaptions();

const direct = await directRun(spec, video, captions);
const orchestrated = await orchestratedRun(video, captions);
const cpu = await cpuComparison(spec, video, captions);
console.log(`
orchestrated pipeline (upload -> S3 event -> Step Functions -> tasks): ${orchestrated.wall.toFixed(1)} s wall
same encodes run directly, one after another:                           ${direct.toFixed(1)} s wall
ratio orchestrated / direct:                                            ${(orchestrated.wall / direct).toFixed(2)}
first playable preview after the uploads:                               ${orchestrated.firstPreview?.toFixed(1) ?? 'never'} s (${orchestrated.firstPreview === undefined ? '-' : Math.round((100 * orchestrated.firstPreview) / orchestrated.wall)} % of the run)
CPU of ${cpu.keys.join(' + ')}: one process ${cpu.together.toFixed(1)} s, separate processes ${cpu.separate.toFixed(1)} s, ratio ${(cpu.together / cpu.separate).toFixed(2)}
`);
rmSync(work, { recursive: true, force: true });
