/**
 * Delivery benchmark (not part of `npm test`), measured side by side in one run on loopback:
 * 1. one big file (default 1 GB) from the local S3 to an FTP server (ftp-srv) by our delivery code
 *    (`sendByFtp`: streamed, hashed, verified), against `curl -T` of the same bytes to the same
 *    server; the ratio ours / curl (goal: 1.1 or less) and our peak memory growth (files stream);
 * 2. many destinations (default 50) of one file (default 100 MB): the wall time with the delivery
 *    Map's concurrency, against one destination's time, printed with the concurrency used.
 *
 * The FTP server and the local cloud (whose S3 our sender reads from, as a Lambda reads from S3)
 * each run in a process of their own. Two baselines: `curl -T` of a local file (the issue's; the
 * local S3 emulator's own cost is then counted against us), and curl streaming the same object
 * from the same S3 into `curl -T -` (like for like).
 *
 *   npm run bench:delivery
 *   BENCH_BIG_MB=64 BENCH_DESTINATIONS=8 BENCH_SMALL_MB=8 npm run bench:delivery   # a quick check of the benchmark itself
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Upload } from '@aws-sdk/lib-storage';

const bigMb = Number(process.env.BENCH_BIG_MB ?? 1024);
const smallMb = Number(process.env.BENCH_SMALL_MB ?? 100);
const destinations = Number(process.env.BENCH_DESTINATIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const work = mkdtempSync(join(tmpdir(), 'masterport-bench-delivery-'));
const PASSWORD = 'bench-password';

/** A file of `mb` MiB of random bytes (media does not compress), written chunk by chunk; answers its SHA-256. */
async function randomFile(path: string, mb: number): Promise<string> {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let i = 0; i < mb; i += 1) {
      const chunk = randomBytes(1024 * 1024);
      hash.update(chunk);
      yield chunk;
    }
  }
  await pipeline(Readable.from(chunks()), createWriteStream(path));
  return hash.digest('hex');
}

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

async function main() {
  const child = (script: string, args: string[]) =>
    spawn(
      process.execPath,
      ['--openssl-legacy-provider', '--import', 'tsx', new URL(script, import.meta.url).pathname, ...args],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
  const firstLine = async (process: ReturnType<typeof child>) =>
    ((await once(createInterface({ input: process.stdout! }), 'line')) as [string])[0];
  const cloud = child('./local-cloud-process.ts', [join(work, 'cloud')]);
  Object.assign(process.env, JSON.parse(await firstLine(cloud)) as Record<string, string>);
  const server = child('./ftp-server-process.ts', [PASSWORD]);
  const ftp = JSON.parse(await firstLine(server)) as { port: number; root: string };
  try {
    // Imported once this process has the functions' environment of the local cloud.
    const { openFtp, ConnectionAttempt, ftpProblem } = await import('@masterport/core/delivery');
    const { sendByFtp } = await import('@masterport/core/distributions');
    const s3 = new S3Client({ region: 'us-east-1', forcePathStyle: true });
    const uploadFile = async (key: string, path: string) => {
      await new Upload({
        client: s3,
        params: { Bucket: bucket, Key: key, Body: createReadStream(path) },
        partSize: 16 * 1024 * 1024,
      }).done();
      return (await stat(path)).size;
    };
    const bucket = process.env.OUTPUTS_BUCKET!;
    const settings = {
      host: '127.0.0.1',
      port: ftp.port,
      security: 'none' as const,
      verify_certificate: true,
      target_folder: '/incoming',
    };
    const connect = () =>
      openFtp(
        settings,
        { username: 'station', password: PASSWORD },
        { allowLoopback: true },
        new ConnectionAttempt(ftpProblem),
      );
    const planned = (key: string, size: number, name: string, sha256: string | null = null) => ({
      master_file_id: 'bench',
      document_id: null,
      output_key: 'MXF1080_SLATED',
      name,
      size,
      content_type: 'application/mxf',
      source: { bucket, key },
      sha256,
      loudness: null,
      true_peak: null,
    });

    // 1. One big file: ours against curl -T, the same bytes to the same server.
    const big = join(work, 'big.mxf');
    const bigSha256 = await randomFile(big, bigMb);
    const bigSize = await uploadFile('bench/big.mxf', big);
    const client = await connect();
    await client.cd('/incoming');
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: 'bench/big.mxf' }), {
      expiresIn: 3600,
    });
    const curlTo = (name: string) => `ftp://station:${PASSWORD}@127.0.0.1:${ftp.port}/incoming/${name}`;
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 100);
    let verifiedBy = '';
    const ways: Record<string, () => Promise<unknown>> = {
      // As an ffmpeg output is sent: its SHA-256 was recorded when it was made, the bytes only pass.
      ours: async () => {
        verifiedBy = (
          await sendByFtp(client, planned('bench/big.mxf', bigSize, 'ours.mxf', bigSha256), () => undefined)
        ).verified_by;
      },
      // As a file without a recorded checksum is sent (a MediaConvert output, a document): hashed on the way.
      oursHashing: async () => {
        const hashed = await sendByFtp(client, planned('bench/big.mxf', bigSize, 'ours-hashed.mxf'), () => undefined);
        if (hashed.sha256 !== bigSha256) throw new Error('the hashed send computed another SHA-256');
      },
      curlLocal: () => promisify(execFile)('curl', ['-sS', '--disable-epsv', '-T', big, curlTo('curl.mxf')]),
      // Like for like: curl streams the same object from the same local S3 (a presigned GET) into curl -T.
      curlFromS3: () =>
        promisify(execFile)('sh', [
          '-c',
          'curl -sS --fail "$1" | curl -sS --disable-epsv -T - "$2"',
          'sh',
          url,
          curlTo('curl-s3.mxf'),
        ]),
    };
    // Each way in turn, in a rotating order, the received file removed and the disk synced after
    // each: later runs would otherwise pay for the dirty pages of earlier ones. Medians.
    const times = new Map<string, number[]>(Object.keys(ways).map((way) => [way, []]));
    for (let round = 0; round < rounds; round += 1) {
      const order = Object.keys(ways).map((_, i, all) => all[(i + round) % all.length]!);
      for (const way of order) {
        const started = process.hrtime.bigint();
        await ways[way]!();
        times.get(way)!.push(seconds(started));
        for (const name of readdirSync(join(ftp.root, 'incoming')))
          rmSync(join(ftp.root, 'incoming', name), { force: true });
        execFileSync('sync');
      }
    }
    clearInterval(sampler);
    client.close();
    const median = (way: string) => {
      const sorted = [...times.get(way)!].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    const [ours, oursHashing, theirs, theirsFromS3] = ['ours', 'oursHashing', 'curlLocal', 'curlFromS3'].map(
      median,
    ) as [number, number, number, number];
    console.log(`\n1 file of ${bigMb} MiB to loopback FTP (verified by ${verifiedBy}), median of ${rounds} rounds:`);
    console.log(`  ours (S3 -> FTP, SHA-256 recorded when the output was made) ${ours.toFixed(2)} s`);
    console.log(`  curl -T of a local file ${theirs.toFixed(2)} s: ratio ${(ours / theirs).toFixed(2)} (goal <= 1.10)`);
    console.log(
      `  curl from the same S3 piped into curl -T ${theirsFromS3.toFixed(2)} s: ratio ${(ours / theirsFromS3).toFixed(2)} (the same bytes from the same place)`,
    );
    console.log(
      `  ours hashing every byte as it sends (no recorded SHA-256) ${oursHashing.toFixed(2)} s: ratio ${(oursHashing / theirs).toFixed(2)} to curl -T`,
    );
    console.log(
      `  every run: ${[...times].map(([way, list]) => `${way} ${list.map((t) => t.toFixed(2)).join('/')}`).join(', ')}`,
    );
    console.log(
      `  memory: rss grew by at most ${((rssPeak - rssBefore) / 1024 / 1024).toFixed(0)} MiB while sending ${bigMb} MiB`,
    );

    // 2. Many destinations of one file, as the delivery Map runs them (its concurrency).
    const { DELIVERY_CONCURRENCY } = await import('@masterport/state-machines/delivery/definition.ts');
    const small = join(work, 'small.mxf');
    const smallSha256 = await randomFile(small, smallMb);
    const smallSize = await uploadFile('bench/small.mxf', small);
    const deliverTo = async (index: number) => {
      const connection = await connect();
      try {
        await connection.ensureDir(`/dest-${index}`);
        await sendByFtp(connection, planned('bench/small.mxf', smallSize, 'spot.mxf', smallSha256), () => undefined);
      } finally {
        connection.close();
      }
    };
    let start = process.hrtime.bigint();
    await deliverTo(0);
    const one = seconds(start);
    start = process.hrtime.bigint();
    let next = 1;
    await Promise.all(
      Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
        while (next <= destinations) await deliverTo(next++);
      }),
    );
    const all = seconds(start);
    console.log(`\n${destinations} destinations of ${smallMb} MiB, ${DELIVERY_CONCURRENCY} at a time:`);
    console.log(
      `  one destination ${one.toFixed(2)} s, all ${all.toFixed(2)} s, ratio ${(all / one).toFixed(1)} (${destinations} in sequence would be ${destinations})`,
    );
  } finally {
    for (const running of [server, cloud]) {
      running.stdin!.end();
      await once(running, 'exit');
    }
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
