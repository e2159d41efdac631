/**
 * Account archive benchmark (not part of `npm test`): one source of BENCH_ARCHIVE_MB MiB (default
 * 2048, a 2 GB source) zipped into a part of a cancelled account's archive by the archive-files
 * zipper the account-archive workflow runs (`buildArchive`), from the local S3 to the local S3, in
 * this process; prints the time, the throughput and how much the process's memory (rss) grew at
 * most while the file streamed. The goal: growth flat (tens of MiB: the upload's parts in flight),
 * whatever the file's size. The local cloud runs in a process of its own, as S3 is another machine.
 *
 *   npm run bench:account-archive
 *   BENCH_ARCHIVE_MB=64 npm run bench:account-archive   # a quick check of the benchmark itself
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

const sizeMb = Number(process.env.BENCH_ARCHIVE_MB ?? 2048);
const work = mkdtempSync(join(tmpdir(), 'masterport-bench-archive-'));

async function main() {
  const cloud = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '--import',
      'tsx',
      new URL('./local-cloud-process.ts', import.meta.url).pathname,
      join(work, 'cloud'),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: cloud.stdout }), 'line')) as [string];
  Object.assign(process.env, JSON.parse(line) as Record<string, string>);
  try {
    // Imported once this process has the functions' environment of the local cloud.
    const { buildArchive } = await import('@masterport/core/archives');
    const { table } = await import('@masterport/core/table');
    const { putArchiveBuild, getArchive, epochSeconds, nowIso } = await import('@masterport/data');
    const s3 = new S3Client({ region: 'us-east-1', forcePathStyle: true });
    const sources = process.env.SOURCES_BUCKET!;
    const key = 'sources/bench/bench/video/big.mxf';
    // Random bytes (media does not compress), generated as they are sent: nothing of them on disk here.
    async function* chunks() {
      for (let i = 0; i < sizeMb; i += 1) yield randomBytes(1024 * 1024);
    }
    await new Upload({
      client: s3,
      params: { Bucket: sources, Key: key, Body: Readable.from(chunks()) },
      partSize: 16 * 1024 * 1024,
    }).done();
    const size = sizeMb * 1024 * 1024;
    const id = `bench${Date.now()}`;
    await putArchiveBuild(table(), {
      id,
      account_id: 'bench-account',
      subject: { kind: 'account', id: 'bench-account' },
      filename: 'bench-archive-1-of-1.zip',
      files: [{ bucket: 'sources', key, name: 'masters/BENCH/sources/big.mxf', size }],
      status: 'preparing',
      s3_key: `archives/bench-account/${id}/bench-archive-1-of-1.zip`,
      size: null,
      attempt: 1,
      created_on: nowIso(),
      expires_at: epochSeconds() + 86_400,
    });

    // The upload above left its own pages in rss (rss never shrinks back), so the JavaScript heap
    // plus the buffers outside it (where streamed bytes live) is measured too: what the zip holds.
    const held = () => {
      const memory = process.memoryUsage();
      return memory.heapUsed + memory.external;
    };
    const rssBefore = process.memoryUsage().rss;
    const heldBefore = held();
    let rssPeak = rssBefore;
    let heldPeak = heldBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      heldPeak = Math.max(heldPeak, held());
    }, 50);
    const started = process.hrtime.bigint();
    await buildArchive(id);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);

    const archive = await getArchive(table(), id);
    const zip = await s3.send(new HeadObjectCommand({ Bucket: process.env.OUTPUTS_BUCKET!, Key: archive!.s3_key }));
    console.log(`\n1 source of ${sizeMb} MiB zipped S3 -> S3 (one part of an account archive):`);
    console.log(`  ${seconds.toFixed(1)} s, ${(sizeMb / seconds).toFixed(0)} MiB/s; zip ${zip.ContentLength} bytes`);
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `  memory: heap and buffers grew by at most ${mib(heldPeak - heldBefore)} MiB, rss by ${mib(rssPeak - rssBefore)} MiB`,
    );
  } finally {
    cloud.stdin.end();
    await once(cloud, 'exit');
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
