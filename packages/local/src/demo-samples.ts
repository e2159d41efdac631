import { readFile } from 'node:fs/promises';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DEMO_SAMPLES, DEMO_SAMPLES_PREFIX } from '@masterport/core/masters';
import { radioSpot, tvCaptions, tvMaster } from '@masterport/media/test-fixtures';
import { LOCAL_BUCKETS } from './provision.ts';

const TV_FRAMES = 150; // 5.005 s at 29.97: the demo slates say 5 s

/** How each demo sample is made: the media test fixtures, by the local ffmpeg (a few seconds, cached between runs). */
const MAKERS: Record<(typeof DEMO_SAMPLES)[keyof typeof DEMO_SAMPLES], () => Promise<string>> = {
  [DEMO_SAMPLES.tvSpot]: () => tvMaster({ frames: TV_FRAMES }),
  [DEMO_SAMPLES.tvSpotTooLoud]: () => tvMaster({ frames: TV_FRAMES, lkfs: -16 }),
  [DEMO_SAMPLES.tvCaptions]: tvCaptions,
  [DEMO_SAMPLES.radioSpot]: () => radioSpot('wav', 5, -14),
};

/** Puts the samples `user/mock` makes demo masters from into the local sources bucket, once. */
export async function putDemoSamples(): Promise<void> {
  const s3 = new S3Client({ region: 'us-east-1', forcePathStyle: true });
  try {
    for (const [name, make] of Object.entries(MAKERS)) {
      const key = `${DEMO_SAMPLES_PREFIX}${name}`;
      const there = await s3.send(new HeadObjectCommand({ Bucket: LOCAL_BUCKETS.sources, Key: key })).then(
        () => true,
        () => false,
      );
      if (!there)
        await s3.send(
          new PutObjectCommand({ Bucket: LOCAL_BUCKETS.sources, Key: key, Body: await readFile(await make()) }),
        );
    }
  } finally {
    s3.destroy();
  }
}
