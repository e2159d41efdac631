import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalCloud, tearDownLocalCloud, type LocalCloud } from '@masterport/local';
import { claimProcessForCloud } from '../support/one-cloud-per-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dynamodbEndpoint: string;
    tableName: string;
    s3Endpoint: string;
    /** Every emulator's endpoint, as startLocalCloud answers them (dynamodb, s3, cognito, ses, sfn). */
    emulatorEndpoints: Record<'dynamodb' | 's3' | 'cognito' | 'ses' | 'sfn', string>;
    /** The delivery state machine: tests count a distribution's executions there. */
    deliveryStateMachineArn: string;
    /** The account-archive state machine: tests count an account's archive runs there. */
    accountArchiveStateMachineArn: string;
  }
}

let cloud: LocalCloud | undefined;
let dataDir: string | undefined;

/**
 * One local cloud for the project's run (`integration` or `integration-media`), on free ports, in a
 * throw-away data folder.
 */
export async function setup(project: TestProject): Promise<void> {
  claimProcessForCloud(project.name);
  dataDir = mkdtempSync(join(tmpdir(), 'masterport-it-'));
  // Retry pauses a sixtieth of AWS's (a delivery's 10/20/40/80 s become about 0.2/0.3/0.7/1.3 s, outputs
  // still pending are asked for every second): the same retries, in a test's time (docs/local-cloud.md).
  cloud = await startLocalCloud({ dataDir, port: 0, retryScale: 1 / 60, web: 'none', seed: true });
  project.provide('baseUrl', cloud.url);
  project.provide('dynamodbEndpoint', cloud.endpoints.dynamodb);
  project.provide('tableName', process.env.TABLE_NAME ?? '');
  project.provide('s3Endpoint', cloud.endpoints.s3);
  project.provide('emulatorEndpoints', cloud.endpoints);
  project.provide('deliveryStateMachineArn', process.env.DELIVERY_STATE_MACHINE_ARN ?? '');
  project.provide('accountArchiveStateMachineArn', process.env.ACCOUNT_ARCHIVE_STATE_MACHINE_ARN ?? '');
}

export async function teardown(): Promise<void> {
  // Bounded, and says what it had to force: a connection a test left open must not hang the run.
  await tearDownLocalCloud(cloud, 'integration');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
