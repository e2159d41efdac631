import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalCloud, tearDownLocalCloud, type LocalCloud } from '@masterport/local';
import { claimProcessForCloud } from '../support/one-cloud-per-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** The Step Functions emulator and the master-processing state machine: journeys count runs there. */
    sfnEndpoint: string;
    masterProcessingArn: string;
    /** The local table: a journey may put a master where a finished processing run leaves it, where processing is not what it tests. */
    tableName: string;
  }
}

let cloud: LocalCloud | undefined;
let dataDir: string | undefined;

/** The journeys run against the built SPA (`npm run build:web`) served by a fresh local cloud. */
export async function setup(project: TestProject): Promise<void> {
  claimProcessForCloud(project.name);
  dataDir = mkdtempSync(join(tmpdir(), 'masterport-e2e-'));
  // Retry pauses a sixtieth of AWS's (a delivery's 10/20/40/80 s become about 0.2/0.3/0.7/1.3 s, outputs
  // still pending are asked for every second): the same retries, in a test's time (docs/local-cloud.md).
  cloud = await startLocalCloud({ dataDir, port: 0, retryScale: 1 / 60, web: 'dist', seed: true });
  project.provide('appUrl', cloud.url);
  project.provide('sfnEndpoint', cloud.endpoints.sfn);
  project.provide('masterProcessingArn', process.env.MASTER_PROCESSING_STATE_MACHINE_ARN ?? '');
  project.provide('tableName', process.env.TABLE_NAME ?? '');
}

export async function teardown(): Promise<void> {
  // Bounded, and says what it had to force: a connection a test left open must not hang the run.
  await tearDownLocalCloud(cloud, 'e2e');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
