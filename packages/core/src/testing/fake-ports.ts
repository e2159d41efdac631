import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { Db } from '@masterport/data';
import { startTestTable } from '@masterport/data/test-table';
import { setTableForTests } from '../adapters/db.ts';
import { setSesClientForTests } from '../adapters/mailer.ts';
import { setS3ClientForTests } from '../adapters/storage.ts';
import { setStepFunctionsClientForTests } from '../adapters/workflow.ts';
import { lambdaEnvironment, resetConfig } from '../config.ts';
import { FakeObjectStore } from './fake-object-store.ts';
import { RecordingMailer } from './recording-mailer.ts';
import { RecordingWorkflow } from './recording-workflow.ts';

const MACHINE = (name: string) => `arn:aws:states:us-east-1:000000000000:stateMachine:${name}`;

/** The settings core reads, as a function of the platform has them; the names are the fakes'. No table name: the seam sets the table itself. */
export const FAKE_SETTINGS = {
  sourcesBucket: 'unit-sources',
  outputsBucket: 'unit-outputs',
  documentsBucket: 'unit-documents',
  userPoolId: 'us-east-1_unittest',
  userPoolClientId: 'unit-test-client',
  mailFrom: 'Masterport <no-reply@masterport.test>',
  contactMailTo: 'contact@masterport.test',
  appUrl: 'https://app.masterport.test',
  masterProcessingStateMachineArn: MACHINE('master-processing'),
  archiveFilesStateMachineArn: MACHINE('archive-files'),
  deliveryStateMachineArn: MACHINE('delivery'),
  masterArchivingStateMachineArn: MACHINE('master-archiving'),
  accountArchiveStateMachineArn: MACHINE('account-archive'),
  mediaConvertRoleArn: 'arn:aws:iam::000000000000:role/unit-test-mediaconvert',
  serviceName: 'unit-test',
} as const;

export const FAKE_PORTS_TEST_TIMEOUT_MS = 30_000;

export interface FakePorts {
  /** The table core reads and writes (for a test's Prepare and Assess steps too). */
  readonly db: Db;
  readonly objects: FakeObjectStore;
  readonly workflow: RecordingWorkflow;
  readonly mails: RecordingMailer;
}

/**
 * Swaps core's ports for fakes around the tests of one file: a table in the local cloud's
 * DynamoDB, S3 in memory, a workflow starter and a mailer that record what they were asked. The
 * production path is unchanged; each adapter's `...ForTests` setter is the whole seam. What the
 * workflow started and the mail sent are forgotten before each test; the table is kept (each
 * factory makes new ids, so tests do not meet each other's items).
 */
export function useFakePorts(): FakePorts {
  // A test here makes a few dozen table calls over loopback: seconds, not the default 5, when the
  // machine is busy (CI runs the unit files in parallel). Applies to this file only.
  vi.setConfig({ testTimeout: FAKE_PORTS_TEST_TIMEOUT_MS });
  let table: Awaited<ReturnType<typeof startTestTable>> | undefined;
  const objects = new FakeObjectStore();
  const workflow = new RecordingWorkflow();
  const mails = new RecordingMailer();
  const environment = lambdaEnvironment(FAKE_SETTINGS);
  const previous = new Map(Object.keys(environment).map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    Object.assign(process.env, environment);
    resetConfig();
    table = await startTestTable();
    setTableForTests(table.db);
    setS3ClientForTests(objects.client);
    setStepFunctionsClientForTests(workflow.client);
    setSesClientForTests(mails.client);
  }, 30_000);

  beforeEach(() => {
    workflow.forget();
    mails.forget();
  });

  afterAll(async () => {
    setTableForTests(undefined);
    setS3ClientForTests(undefined);
    setStepFunctionsClientForTests(undefined);
    setSesClientForTests(undefined);
    await table?.stop();
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  });

  return {
    get db() {
      if (!table) throw new Error('The fake table starts in beforeAll: read ports.db inside a test or a hook');
      return table.db;
    },
    objects,
    workflow,
    mails,
  };
}
