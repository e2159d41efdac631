import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '@masterport/infra/config/repo-paths.ts';
import { WORKFLOWS } from '@masterport/state-machines/registry.ts';
import {
  FFMPEG_LAYER_BUILD,
  FFMPEG_LAYER_SETTINGS,
  stageFfmpegLayer,
} from '@masterport/infra/constructs/ffmpeg-layer.ts';
import { binaryPath } from '@masterport/media';
import { TABLE_ACTIONS } from '@masterport/infra/stacks/api-area-access.ts';
import { resourcesOfType, synthApp, type SynthesizedApp } from './support/synth-app.ts';
import { testFfmpegArchive } from './support/test-ffmpeg-archive.ts';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}
interface AslState {
  Type: string;
  Resource?: string;
  Parameters?: { FunctionName?: string } & Record<string, unknown>;
  TimeoutSeconds?: number;
  Branches?: { States: Record<string, AslState> }[];
  ItemProcessor?: { States: Record<string, AslState> };
}

const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';
const CREATE_JOB_SYNC = 'arn:aws:states:::mediaconvert:createJob.sync';

const actionsOf = (statement: Statement): string[] => [statement.Action].flat();

/** Allow statements of the policies attached to a role of the processing stack. */
function roleStatements(synth: SynthesizedApp, role: { node: { defaultChild?: unknown } }): Statement[] {
  const roleId = synth.stacks.processing.getLogicalId(role.node.defaultChild as CfnElement);
  return Object.values(resourcesOfType(synth.templates.processing, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((statement) => statement.Effect === 'Allow');
}

const MEDIACONVERT_JOB_ACTIONS = ['mediaconvert:', 'iam:', 'events:'];

/** Every state of an ASL document, the branches of Parallel states and Map processors included. */
function allStates(states: Record<string, AslState>): [string, AslState][] {
  return Object.entries(states).flatMap(([name, state]) => [
    [name, state] as [string, AslState],
    ...(state.Branches ?? []).flatMap((branch) => allStates(branch.States)),
    ...(state.ItemProcessor ? allStates(state.ItemProcessor.States) : []),
  ]);
}

describe('processing stack', () => {
  let synth: SynthesizedApp;
  let template: Template;
  const logicalId = (element: unknown) => synth.stacks.processing.getLogicalId(element as CfnElement);
  const dataLogicalId = (element: unknown) => synth.stacks.data.getLogicalId(element as CfnElement);

  beforeAll(() => {
    synth = synthApp();
    template = synth.templates.processing;
  });
  afterAll(() => synth.cleanup());

  const statementsOfRole = (role: { node: { defaultChild?: unknown } }): Statement[] => roleStatements(synth, role);
  const functionProps = (fn: { function: { node: { defaultChild?: unknown } } }) => {
    const props = resourcesOfType(template, 'AWS::Lambda::Function')[logicalId(fn.function.node.defaultChild)]
      ?.Properties;
    if (!props) throw new Error('function not found');
    return props;
  };
  const bucketId = (name: 'sources' | 'outputs' | 'documents') =>
    dataLogicalId(synth.stacks.data.buckets[name].node.defaultChild);

  describe('state machine', () => {
    const machine = () => {
      const machines = resourcesOfType(template, 'AWS::StepFunctions::StateMachine');
      // One per workflow of the registry.
      expect(Object.keys(machines)).toHaveLength(Object.keys(WORKFLOWS).length);
      return machines[logicalId(synth.stacks.processing.stateMachine.node.defaultChild)]!.Properties;
    };

    it('deploys definition.asl.json with every state of the file, each Lambda task calling ${MediaTaskFunctionArn}, each output branch able to run MediaConvert jobs', () => {
      const location = machine().DefinitionS3Location as { Key: string };
      const deployed = JSON.parse(readFileSync(join(synth.assembly.directory, `asset.${location.Key}`), 'utf8')) as {
        StartAt: string;
        States: Record<string, AslState>;
      };
      const source = JSON.parse(
        readFileSync(repoPath(WORKFLOWS['master-processing'].definitionFile), 'utf8'),
      ) as typeof deployed;
      expect(deployed).toEqual(source);
      const states = allStates(deployed.States);
      expect(states.map(([name]) => name)).toEqual(
        expect.arrayContaining([
          "Take the merged master's sources",
          'Copy and probe the sources',
          'Check quality',
          'Stop when quality control did not pass',
          'Make the outputs',
          'Make the broadcast MXF files',
          'Make the web versions',
          'Create the preview',
          'Mark the master completed',
          'Record the failure',
          'Transcribe what is said',
          'Wait for the transcript',
          'Check the transcript',
        ]),
      );
      const tasks = states.filter(([, state]) => state.Type === 'Task');
      const lambdas = tasks.filter(([, state]) => state.Resource === LAMBDA_INVOKE);
      // The merge's copy + 7 stages + 5 output branches + 5 "check and record what MediaConvert made"
      // + the transcript branch's make, check and "note unavailable".
      expect(lambdas.length).toBe(21);
      for (const [name, task] of lambdas) expect(task.Parameters?.FunctionName, name).toBe('${MediaTaskFunctionArn}');
      const jobs = tasks.filter(([, state]) => state.Resource !== LAMBDA_INVOKE);
      expect(jobs.map(([, state]) => state.Resource)).toEqual(Array(5).fill(CREATE_JOB_SYNC));
      for (const [name, job] of jobs)
        expect(job.Parameters, name).toEqual({
          'Role.$': '$.Role',
          'Settings.$': '$.Settings',
          'UserMetadata.$': '$.UserMetadata',
        });
      // Each job runs inside its branch's Map over the jobs the branch's task prepared.
      const maps = states.filter(([, state]) => state.Type === 'Map') as [string, AslState & { ItemsPath: string }][];
      expect(maps.map(([, map]) => [map.ItemsPath, Object.values(map.ItemProcessor!.States)[0]!.Resource])).toEqual(
        Array(5).fill(['$.last.jobs', CREATE_JOB_SYNC]),
      );
    });

    it('substitutes the media task function ARN, and may invoke only that function', () => {
      const taskId = logicalId(synth.stacks.processing.mediaTask.function.node.defaultChild);
      expect(machine().DefinitionSubstitutions).toEqual({ MediaTaskFunctionArn: { 'Fn::GetAtt': [taskId, 'Arn'] } });
      const invokes = statementsOfRole(synth.stacks.processing.stateMachine.role).filter((s) =>
        actionsOf(s).includes('lambda:InvokeFunction'),
      );
      expect(invokes.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [taskId, 'Arn'] }]);
    });

    it('with the ffmpeg encoder (the dev stage), may not start MediaConvert jobs or pass roles', () => {
      expect(synth.config.encoder).toBe('ffmpeg');
      const actions = statementsOfRole(synth.stacks.processing.stateMachine.role).flatMap(actionsOf);
      for (const prefix of MEDIACONVERT_JOB_ACTIONS)
        expect(
          actions.filter((action) => action.startsWith(prefix)),
          prefix,
        ).toEqual([]);
      const env = (
        functionProps(synth.stacks.processing.mediaTask).Environment as { Variables: Record<string, unknown> }
      ).Variables;
      expect(env.ENCODER).toBe('ffmpeg');
    });

    it('logs every event with execution data to its own log group, and is traced', () => {
      const props = machine();
      expect(props.TracingConfiguration).toEqual({ Enabled: true });
      const logging = props.LoggingConfiguration as {
        Level: string;
        IncludeExecutionData: boolean;
        Destinations: { CloudWatchLogsLogGroup: { LogGroupArn: unknown } }[];
      };
      expect(logging.Level).toBe('ALL');
      expect(logging.IncludeExecutionData).toBe(true);
      const groupId = (
        logging.Destinations[0]?.CloudWatchLogsLogGroup.LogGroupArn as { 'Fn::GetAtt': [string, string] }
      )['Fn::GetAtt'][0];
      expect(resourcesOfType(template, 'AWS::Logs::LogGroup')[groupId]?.Properties.RetentionInDays).toBe(
        synth.config.retention.logRetentionDays,
      );
    });
  });

  describe('archive files', () => {
    const archiveMachine = () =>
      resourcesOfType(template, 'AWS::StepFunctions::StateMachine')[
        logicalId(synth.stacks.processing.archiveFiles.node.defaultChild)
      ]!.Properties;
    const archiveTaskId = () => {
      const substitutions = archiveMachine().DefinitionSubstitutions as Record<
        string,
        { 'Fn::GetAtt': [string, string] }
      >;
      return substitutions.ArchiveTaskFunctionArn!['Fn::GetAtt'][0];
    };

    it('deploys its definition file, invoking only its own task function', () => {
      const location = archiveMachine().DefinitionS3Location as { Key: string };
      const deployed: unknown = JSON.parse(
        readFileSync(join(synth.assembly.directory, `asset.${location.Key}`), 'utf8'),
      );
      expect(deployed).toEqual(JSON.parse(readFileSync(repoPath(WORKFLOWS['archive-files'].definitionFile), 'utf8')));
      const invokes = statementsOfRole(synth.stacks.processing.archiveFiles.role).filter((s) =>
        actionsOf(s).includes('lambda:InvokeFunction'),
      );
      expect(invokes.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [archiveTaskId(), 'Arn'] }]);
    });

    it('lets its task read the sources and outputs and write only zips under archives/', () => {
      expect(logicalId(synth.stacks.processing.archiveTask.function.node.defaultChild)).toBe(archiveTaskId());
      const statements = statementsOfRole(synth.stacks.processing.archiveTask.role);
      const writes = statements.filter((statement) => actionsOf(statement).includes('s3:PutObject'));
      expect(writes).toHaveLength(1);
      expect(JSON.stringify(writes[0]!.Resource)).toContain('/archives/*');
      expect(statements.flatMap(actionsOf)).not.toContain('s3:DeleteObject');
    });
  });

  describe('delivery', () => {
    const deliveryMachine = () =>
      resourcesOfType(template, 'AWS::StepFunctions::StateMachine')[
        logicalId(synth.stacks.processing.delivery.node.defaultChild)
      ]!.Properties;
    const deliveryTaskId = () =>
      (deliveryMachine().DefinitionSubstitutions as Record<string, { 'Fn::GetAtt': [string, string] }>)
        .DeliveryTaskFunctionArn!['Fn::GetAtt'][0];

    it('deploys its definition file, invoking only its own task function', () => {
      const location = deliveryMachine().DefinitionS3Location as { Key: string };
      const deployed: unknown = JSON.parse(
        readFileSync(join(synth.assembly.directory, `asset.${location.Key}`), 'utf8'),
      );
      expect(deployed).toEqual(JSON.parse(readFileSync(repoPath(WORKFLOWS.delivery.definitionFile), 'utf8')));
      const invokes = statementsOfRole(synth.stacks.processing.delivery.role).filter((s) =>
        actionsOf(s).includes('lambda:InvokeFunction'),
      );
      expect(invokes.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [deliveryTaskId(), 'Arn'] }]);
    });

    it('lets its task read what distributions carry, write only under deliveries/, open credentials and mail, and delete nothing', () => {
      expect(logicalId(synth.stacks.processing.deliveryTask.function.node.defaultChild)).toBe(deliveryTaskId());
      const statements = statementsOfRole(synth.stacks.processing.deliveryTask.role);
      const writes = statements.filter((statement) => actionsOf(statement).includes('s3:PutObject'));
      expect(writes).toHaveLength(1);
      expect(JSON.stringify(writes[0]!.Resource)).toContain('/deliveries/*');
      const actions = statements.flatMap(actionsOf);
      expect(actions).not.toContain('s3:DeleteObject');
      expect(actions).toEqual(expect.arrayContaining(['kms:Decrypt', 'ses:SendEmail', 'sts:AssumeRole']));
      expect(actions).not.toContain('kms:GenerateDataKey');
    });

    it("runs its watchdog every five minutes, which may only ask about this machine's executions, use the table and mail", () => {
      const watchdogId = logicalId(synth.stacks.processing.deliveryWatchdog.function.node.defaultChild);
      const schedules = Object.values(resourcesOfType(template, 'AWS::Events::Rule')).filter(
        (found) => found.Properties.ScheduleExpression,
      );
      expect(
        schedules.map((found) => [
          found.Properties.ScheduleExpression,
          (found.Properties.Targets as { Arn: unknown }[]).map((target) => target.Arn),
        ]),
      ).toEqual([['rate(5 minutes)', [{ 'Fn::GetAtt': [watchdogId, 'Arn'] }]]]);
      const statements = statementsOfRole(synth.stacks.processing.deliveryWatchdog.role);
      const states = statements.filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('states:')),
      );
      expect(states.flatMap(actionsOf)).toEqual(['states:DescribeExecution']);
      const resources = JSON.stringify(states.map((statement) => statement.Resource));
      expect(resources).toContain(':execution:');
      expect(resources).toContain(logicalId(synth.stacks.processing.delivery.node.defaultChild));
      const actions = statements.flatMap(actionsOf);
      expect(actions).toContain('ses:SendEmail');
      expect(
        actions.filter((action) => action.startsWith('s3:') || action.startsWith('kms:') || action.startsWith('sts:')),
      ).toEqual([]);
    });
  });

  describe('billing schedules', () => {
    const schedules = () => Object.values(resourcesOfType(template, 'AWS::Scheduler::Schedule'));
    /** The schedule that invokes the task's function, or starts its state machine when the run goes through one. */
    const scheduleOf = (task: {
      task: { function: { node: { defaultChild?: unknown } } };
      machine?: { node: { defaultChild?: unknown } };
    }) => {
      const targetId = logicalId((task.machine ?? task.task.function).node.defaultChild);
      const found = schedules().filter((schedule) =>
        JSON.stringify(schedule.Properties.Target).includes(`"${targetId}"`),
      );
      expect(found).toHaveLength(1);
      return found[0]!.Properties;
    };

    it("meters every day at 00:30 UTC, issues the month's invoices on the 1st at 02:00 UTC, after the last day is metered, collects payments every day at 03:00 UTC and sweeps cancelled accounts at 04:00 UTC", () => {
      expect(schedules()).toHaveLength(4);
      expect(scheduleOf(synth.stacks.processing.storageMetering).ScheduleExpression).toBe('cron(30 0 * * ? *)');
      expect(scheduleOf(synth.stacks.processing.monthEnd).ScheduleExpression).toBe('cron(0 2 1 * ? *)');
      expect(scheduleOf(synth.stacks.processing.paymentCollection).ScheduleExpression).toBe('cron(0 3 * * ? *)');
      expect(scheduleOf(synth.stacks.processing.accountDeletionSweep).ScheduleExpression).toBe('cron(0 4 * * ? *)');
      for (const task of [
        synth.stacks.processing.storageMetering,
        synth.stacks.processing.monthEnd,
        synth.stacks.processing.paymentCollection,
        synth.stacks.processing.accountDeletionSweep,
      ]) {
        const target = scheduleOf(task).Target as { RetryPolicy: { MaximumRetryAttempts: number } };
        expect(target.RetryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
      }
    });

    it('gives each task the table, and the billing e-mails to the month end and the payment collection only: no bucket or key; only the month end starts a workflow (an account archive)', () => {
      const { storageMetering, monthEnd, paymentCollection } = synth.stacks.processing;
      for (const task of [storageMetering, monthEnd, paymentCollection]) {
        const actions = statementsOfRole(task.task.role).flatMap(actionsOf);
        expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query']));
        expect(actions.includes('ses:SendEmail')).toBe(task !== storageMetering);
        expect(actions.filter((action) => ['s3:', 'kms:'].some((area) => action.startsWith(area)))).toEqual([]);
        expect(actions.filter((action) => action.startsWith('states:'))).toEqual(
          task === monthEnd ? ['states:StartExecution'] : [],
        );
      }
      const starts = statementsOfRole(monthEnd.task.role).filter((s) => actionsOf(s).includes('states:StartExecution'));
      expect(JSON.stringify(starts.map((s) => s.Resource))).toContain(
        logicalId(synth.stacks.processing.accountArchive.node.defaultChild),
      );
    });

    it('starts the month end as a state machine (fanned out over pages of accounts) whose every task invokes the month-end function', () => {
      const { monthEnd } = synth.stacks.processing;
      const machine = resourcesOfType(template, 'AWS::StepFunctions::StateMachine')[
        logicalId(monthEnd.machine?.node.defaultChild)
      ]!.Properties;
      const substitutions = machine.DefinitionSubstitutions as Record<string, { 'Fn::GetAtt': [string, string] }>;
      expect(substitutions.MonthEndTaskFunctionArn!['Fn::GetAtt'][0]).toBe(
        logicalId(monthEnd.task.function.node.defaultChild),
      );
      const target = scheduleOf(monthEnd).Target as { Arn: unknown; Input: string };
      expect(JSON.stringify(target.Arn)).toContain(logicalId(monthEnd.machine?.node.defaultChild));
      expect(JSON.parse(target.Input)).toEqual({});
    });

    it("lets the sweep of cancelled accounts read and delete the buckets' objects, and send no e-mail", () => {
      const actions = statementsOfRole(synth.stacks.processing.accountDeletionSweep.task.role).flatMap(actionsOf);
      expect(actions).toEqual(expect.arrayContaining(['s3:GetObject', 's3:DeleteObject', 's3:ListBucket']));
      expect(
        actions.filter((action) => ['s3:PutObject', 'ses:SendEmail', 'states:'].some((a) => action.startsWith(a))),
      ).toEqual([]);
    });

    it("lets the month end and the payment collection charge cards: the gateway's API in their environment, its token read from the app secret only", () => {
      const { storageMetering, monthEnd, paymentCollection } = synth.stacks.processing;
      for (const task of [storageMetering, monthEnd, paymentCollection]) {
        const variables = (functionProps(task.task).Environment as { Variables: Record<string, unknown> }).Variables;
        const reads = statementsOfRole(task.task.role).filter((statement) =>
          actionsOf(statement).some((action) => action.startsWith('secretsmanager:')),
        );
        if (task === storageMetering) {
          expect(reads).toEqual([]);
          expect(Object.keys(variables)).not.toContain('APP_SECRETS_ARN');
          continue;
        }
        expect(variables.PAYMENT_GATEWAY_URL).toBe(synth.config.billing.gatewayApiUrl);
        expect(JSON.stringify(variables.APP_SECRETS_ARN)).toContain('AppSecrets');
        expect(reads.flatMap(actionsOf).sort()).toEqual([
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
        ]);
        expect(JSON.stringify(reads.map((statement) => statement.Resource))).toContain('AppSecrets');
        expect(JSON.stringify(variables)).not.toContain('PAYMENT_GATEWAY_API_TOKEN');
      }
    });

    it("prints the stage's tax registration numbers on invoices only where the stage has them", () => {
      const variables = (
        functionProps(synth.stacks.processing.monthEnd.task).Environment as { Variables: Record<string, unknown> }
      ).Variables;
      expect(synth.config.billing.gstHstRegistrationNumber).toBeUndefined();
      expect(synth.config.billing.qstRegistrationNumber).toBeUndefined();
      expect(Object.keys(variables)).not.toContain('GST_HST_REGISTRATION_NUMBER');
      expect(Object.keys(variables)).not.toContain('QST_REGISTRATION_NUMBER');
    });
  });

  describe('master archiving', () => {
    const machine = () =>
      resourcesOfType(template, 'AWS::StepFunctions::StateMachine')[
        logicalId(synth.stacks.processing.masterArchiving.node.defaultChild)
      ]!.Properties;
    const taskId = () =>
      (machine().DefinitionSubstitutions as Record<string, { 'Fn::GetAtt': [string, string] }>)
        .MasterArchivingTaskFunctionArn!['Fn::GetAtt'][0];

    it('deploys its definition file, invoking only its own task function', () => {
      const location = machine().DefinitionS3Location as { Key: string };
      const deployed: unknown = JSON.parse(
        readFileSync(join(synth.assembly.directory, `asset.${location.Key}`), 'utf8'),
      );
      expect(deployed).toEqual(
        JSON.parse(readFileSync(repoPath(WORKFLOWS['master-archiving'].definitionFile), 'utf8')),
      );
      const invokes = statementsOfRole(synth.stacks.processing.masterArchiving.role).filter((s) =>
        actionsOf(s).includes('lambda:InvokeFunction'),
      );
      expect(invokes.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [taskId(), 'Arn'] }]);
    });

    it('lets its task copy and restore sources and outputs in place, and delete nothing', () => {
      expect(logicalId(synth.stacks.processing.masterArchivingTask.function.node.defaultChild)).toBe(taskId());
      const statements = statementsOfRole(synth.stacks.processing.masterArchivingTask.role).filter((s) =>
        actionsOf(s).some((action) => action.startsWith('s3:')),
      );
      expect(statements).toHaveLength(1);
      expect(actionsOf(statements[0]!)).toEqual(
        expect.arrayContaining(['s3:GetObject', 's3:PutObject', 's3:RestoreObject']),
      );
      const resources = JSON.stringify(statements[0]!.Resource);
      expect(resources).toContain('/sources/*');
      expect(resources).toContain('/outputs/*');
      expect(statements.flatMap(actionsOf)).not.toContain('s3:DeleteObject');
    });
  });

  describe('media task', () => {
    it('has the Lambda maximums: 10 GB memory, 10 GB of /tmp, 900 s, as long as the longest task state', () => {
      const props = functionProps(synth.stacks.processing.mediaTask);
      expect(props.MemorySize).toBe(10240);
      expect(props.EphemeralStorage).toEqual({ Size: 10240 });
      expect(props.Timeout).toBe(900);
      expect(props.Runtime).toBe('nodejs22.x');
      const source = JSON.parse(readFileSync(repoPath(WORKFLOWS['master-processing'].definitionFile), 'utf8')) as {
        States: Record<string, AslState>;
      };
      for (const [name, state] of allStates(source.States).filter(
        ([, s]) => s.Type === 'Task' && s.Resource === LAMBDA_INVOKE,
      )) {
        expect(state.TimeoutSeconds, name).toBeLessThanOrEqual(props.Timeout as number);
      }
    });

    it('runs on x86_64 with the ffmpeg layer, built for x86_64, and points the media package at it', () => {
      const props = functionProps(synth.stacks.processing.mediaTask);
      expect(props.Architectures).toEqual(['x86_64']);
      const layerId = logicalId(synth.stacks.processing.ffmpegLayer.layer.node.defaultChild);
      expect(props.Layers).toEqual([{ Ref: layerId }]);
      const layer = resourcesOfType(template, 'AWS::Lambda::LayerVersion')[layerId]!.Properties;
      expect(layer.CompatibleArchitectures).toEqual(['x86_64']);
      expect(layer.CompatibleRuntimes).toEqual(['nodejs22.x']);
      const env = (props.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env).toMatchObject({
        FFMPEG_PATH: '/opt/bin/ffmpeg',
        FFPROBE_PATH: '/opt/bin/ffprobe',
        FONTS_DIR: '/opt/fonts',
        ENCODER: 'ffmpeg',
      });
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'SOURCES_BUCKET', 'OUTPUTS_BUCKET', 'MEDIACONVERT_ROLE_ARN']),
      );
      // It needs no user pool, mail or app URL: core reads the table name and region alone.
      expect(Object.keys(env)).not.toEqual(expect.arrayContaining(['USER_POOL_ID']));
    });

    it('reads and writes sources (a merge copies them), reads/writes/deletes outputs, uses the table, and touches nothing else', () => {
      const statements = statementsOfRole(synth.stacks.processing.mediaTask.role);
      const actions = statements.flatMap(actionsOf);
      for (const prefix of ['cognito-idp:', 'ses:', 'states:', 'iam:', 'mediaconvert:', 'secretsmanager:', 'kms:']) {
        expect(
          actions.filter((action) => action.startsWith(prefix)),
          prefix,
        ).toEqual([]);
      }
      const s3 = statements.filter((s) => actionsOf(s).some((action) => action.startsWith('s3:')));
      const on = (name: 'sources' | 'outputs' | 'documents') =>
        s3.filter((s) => JSON.stringify(s.Resource).includes(bucketId(name)));
      expect(new Set(on('sources').flatMap(actionsOf))).toEqual(
        new Set(['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts']),
      );
      expect(JSON.stringify(on('sources').map((s) => s.Resource))).toContain('"/sources/*"');
      expect(new Set(on('outputs').flatMap(actionsOf))).toEqual(
        new Set([
          's3:GetObject',
          's3:PutObject',
          's3:AbortMultipartUpload',
          's3:ListMultipartUploadParts',
          's3:DeleteObject',
          's3:ListBucket',
        ]),
      );
      // Listing (to remove a run's files) only under outputs/.
      const listing = on('outputs').filter((s) => actionsOf(s).includes('s3:ListBucket'));
      expect(listing).toHaveLength(1);
      expect(listing[0]!.Condition).toEqual({ StringLike: { 's3:prefix': ['outputs/*'] } });
      expect(JSON.stringify(on('outputs').map((s) => s.Resource))).toContain('"/outputs/*"');
      expect(on('documents')).toEqual([]);
      const dynamo = actions.filter((action) => action.startsWith('dynamodb:'));
      expect(new Set(dynamo)).toEqual(new Set(TABLE_ACTIONS));
    });

    it("starts and reads Amazon Transcribe jobs named masterport-*, with its working files under the outputs bucket's transcribe/ only", () => {
      const statements = statementsOfRole(synth.stacks.processing.mediaTask.role);
      const transcribe = statements.filter((s) => actionsOf(s).some((action) => action.startsWith('transcribe:')));
      expect(transcribe.flatMap(actionsOf).sort()).toEqual([
        'transcribe:GetTranscriptionJob',
        'transcribe:StartTranscriptionJob',
      ]);
      expect(JSON.stringify(transcribe.map((s) => s.Resource))).toContain(':transcription-job/masterport-*');
      const work = statements.filter((s) => JSON.stringify(s.Resource).includes('/transcribe/*'));
      expect(work.flatMap(actionsOf).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
      expect(JSON.stringify(work.map((s) => s.Resource))).toContain(bucketId('outputs'));
      const env = (
        functionProps(synth.stacks.processing.mediaTask).Environment as { Variables: Record<string, unknown> }
      ).Variables;
      expect(env.TRANSCRIBER).toBe('transcribe');
    });
  });

  describe('source uploads start processing', () => {
    it('enables EventBridge notifications on the sources bucket only, without a notifications custom resource', () => {
      const buckets = resourcesOfType(synth.templates.data, 'AWS::S3::Bucket');
      expect(buckets[bucketId('sources')]?.Properties.NotificationConfiguration).toEqual({
        EventBridgeConfiguration: { EventBridgeEnabled: true },
      });
      expect(buckets[bucketId('outputs')]?.Properties.NotificationConfiguration).toBeUndefined();
      expect(buckets[bucketId('documents')]?.Properties.NotificationConfiguration).toBeUndefined();
      for (const [name, t] of Object.entries(synth.templates))
        expect(Object.keys(t.findResources('Custom::S3BucketNotifications')), name).toEqual([]);
    });

    it('routes objects created under sources/ in the sources bucket to the events function', () => {
      // The other rule is the delivery watchdog's schedule (below).
      const rules = Object.values(resourcesOfType(template, 'AWS::Events::Rule')).filter(
        (found) => found.Properties.EventPattern,
      );
      expect(rules).toHaveLength(1);
      const rule = rules[0]!.Properties;
      const pattern = rule.EventPattern as {
        source: string[];
        'detail-type': string[];
        detail: { bucket: { name: unknown[] }; object: { key: unknown[] } };
      };
      expect(pattern.source).toEqual(['aws.s3']);
      expect(pattern['detail-type']).toEqual(['Object Created']);
      expect(pattern.detail.object.key).toEqual([{ prefix: 'sources/' }]);
      expect(pattern.detail.bucket.name).toHaveLength(1);
      expect(JSON.stringify(pattern.detail.bucket.name)).toContain(bucketId('sources'));
      const eventsFn = logicalId(synth.stacks.processing.sourceUploaded.function.node.defaultChild);
      expect((rule.Targets as { Arn: unknown }[]).map((target) => target.Arn)).toEqual([
        { 'Fn::GetAtt': [eventsFn, 'Arn'] },
      ]);

      const permissions = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission')).filter((found) =>
        JSON.stringify(found.Properties.FunctionName).includes(eventsFn),
      );
      expect(permissions).toHaveLength(1);
      expect(permissions[0]!.Properties).toMatchObject({
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [eventsFn, 'Arn'] },
        SourceArn: { 'Fn::GetAtt': [logicalId(synth.stacks.processing.sourceUploadedRule.node.defaultChild), 'Arn'] },
      });
    });

    it('keeps upload events EventBridge could not deliver in an encrypted, SSL-only dead-letter queue', () => {
      const rule = Object.values(resourcesOfType(template, 'AWS::Events::Rule')).find(
        (found) => found.Properties.EventPattern,
      )!.Properties;
      const queueId = logicalId(synth.stacks.processing.sourceUploadedDeadLetters.node.defaultChild);
      expect((rule.Targets as { DeadLetterConfig?: unknown; RetryPolicy?: unknown }[])[0]).toMatchObject({
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 7200 },
      });
      const queue = resourcesOfType(template, 'AWS::SQS::Queue')[queueId]!.Properties;
      expect(queue.SqsManagedSseEnabled).toBe(true);
      expect(queue.MessageRetentionPeriod).toBe(14 * 24 * 3600);
      const policies = Object.values(resourcesOfType(template, 'AWS::SQS::QueuePolicy'))
        .filter((policy) => JSON.stringify(policy.Properties.Queues).includes(`"${queueId}"`))
        .flatMap(
          (policy) =>
            (policy.Properties.PolicyDocument as { Statement: (Statement & { Principal?: unknown })[] }).Statement,
        );
      expect(policies).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Action: 'sqs:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
          expect.objectContaining({
            Effect: 'Allow',
            Action: 'sqs:SendMessage',
            Principal: { Service: 'events.amazonaws.com' },
          }),
        ]),
      );
    });

    it('lets the events function start executions of this state machine only, and use the table', () => {
      const statements = statementsOfRole(synth.stacks.processing.sourceUploaded.role);
      const states = statements.filter((s) => actionsOf(s).some((action) => action.startsWith('states:')));
      expect(states.flatMap(actionsOf)).toEqual(['states:StartExecution']);
      expect(states.map((s) => s.Resource)).toEqual([
        { Ref: logicalId(synth.stacks.processing.stateMachine.node.defaultChild) },
      ]);
      const services = new Set(statements.flatMap(actionsOf).map((action) => action.split(':')[0]));
      expect(services).toEqual(new Set(['logs', 'xray', 'dynamodb', 'states']));
      const env = (
        functionProps(synth.stacks.processing.sourceUploaded).Environment as { Variables: Record<string, unknown> }
      ).Variables;
      expect(env.MASTER_PROCESSING_STATE_MACHINE_ARN).toEqual({
        Ref: logicalId(synth.stacks.processing.stateMachine.node.defaultChild),
      });
    });
  });

  describe('MediaConvert role', () => {
    it('can be assumed by MediaConvert of this account only', () => {
      const role = resourcesOfType(template, 'AWS::IAM::Role')[
        logicalId(synth.stacks.processing.mediaConvertRole.node.defaultChild)
      ]!.Properties;
      expect((role.AssumeRolePolicyDocument as { Statement: Statement[] }).Statement).toEqual([
        {
          Effect: 'Allow',
          Action: 'sts:AssumeRole',
          Principal: { Service: 'mediaconvert.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        },
      ]);
    });

    it('reads sources, reads (captions, layout clips) and writes outputs, nothing more', () => {
      const statements = statementsOfRole(synth.stacks.processing.mediaConvertRole);
      expect(
        statements.map((s) => [
          actionsOf(s),
          JSON.stringify(s.Resource).includes(bucketId('sources')) ? 'sources' : 'outputs',
        ]),
      ).toEqual([
        [['s3:GetObject'], 'sources'],
        [['s3:GetObject', 's3:PutObject'], 'outputs'],
      ]);
      expect(JSON.stringify(statements.map((s) => s.Resource))).toMatch(/"\/sources\/\*".*"\/outputs\/\*"/);
    });
  });
});

describe('processing stack with encoder: mediaconvert', () => {
  let synth: SynthesizedApp;
  // A full synth with cdk-nag attached: it throws on any unacknowledged finding.
  beforeAll(() => {
    synth = synthApp({ encoder: 'mediaconvert' });
  });
  afterAll(() => synth.cleanup());
  const logicalId = (element: unknown) => synth.stacks.processing.getLogicalId(element as CfnElement);
  const arnOf = (service: string, resource: string) => ({
    'Fn::Join': [
      '',
      [
        'arn:',
        { Ref: 'AWS::Partition' },
        `:${service}:`,
        { Ref: 'AWS::Region' },
        ':',
        { Ref: 'AWS::AccountId' },
        `:${resource}`,
      ],
    ],
  });

  it('tells the media task to prepare MediaConvert jobs, run as the MediaConvert role', () => {
    expect(synth.config.encoder).toBe('mediaconvert');
    const task = resourcesOfType(synth.templates.processing, 'AWS::Lambda::Function')[
      logicalId(synth.stacks.processing.mediaTask.function.node.defaultChild)
    ]!.Properties;
    const env = (task.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.ENCODER).toBe('mediaconvert');
    expect(env.MEDIACONVERT_ROLE_ARN).toEqual({
      'Fn::GetAtt': [logicalId(synth.stacks.processing.mediaConvertRole.node.defaultChild), 'Arn'],
    });
    // The task builds requests; Step Functions sends them: the task still has no MediaConvert or PassRole grant.
    const actions = roleStatements(synth, synth.stacks.processing.mediaTask.role).flatMap(actionsOf);
    for (const prefix of MEDIACONVERT_JOB_ACTIONS)
      expect(
        actions.filter((action) => action.startsWith(prefix)),
        prefix,
      ).toEqual([]);
  });

  it('lets the state machine run createJob.sync: create, read and cancel jobs, pass the MediaConvert role to MediaConvert only, manage the job-events rule', () => {
    const statements = roleStatements(synth, synth.stacks.processing.stateMachine.role).filter((s) =>
      actionsOf(s).some((action) => MEDIACONVERT_JOB_ACTIONS.some((prefix) => action.startsWith(prefix))),
    );
    // CDK may order actions and resources and merge statements: compare each grant as sets.
    const grants = statements
      .flatMap((s) =>
        actionsOf(s).map((action) => ({
          action,
          resources: [s.Resource]
            .flat()
            .map((r) => JSON.stringify(r))
            .sort(),
          condition: s.Condition,
        })),
      )
      .sort((a, b) => a.action.localeCompare(b.action));
    const jobs = JSON.stringify(arnOf('mediaconvert', 'jobs/*'));
    const rule = [JSON.stringify(arnOf('events', 'rule/StepFunctionsGetEventsForMediaConvertJobRule'))];
    expect(grants).toEqual([
      { action: 'events:DescribeRule', resources: rule, condition: undefined },
      { action: 'events:PutRule', resources: rule, condition: undefined },
      { action: 'events:PutTargets', resources: rule, condition: undefined },
      {
        action: 'iam:PassRole',
        resources: [
          JSON.stringify({
            'Fn::GetAtt': [logicalId(synth.stacks.processing.mediaConvertRole.node.defaultChild), 'Arn'],
          }),
        ],
        condition: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      },
      { action: 'mediaconvert:CancelJob', resources: [jobs], condition: undefined },
      {
        action: 'mediaconvert:CreateJob',
        resources: [jobs, JSON.stringify(arnOf('mediaconvert', 'queues/Default'))].sort(),
        condition: undefined,
      },
      { action: 'mediaconvert:GetJob', resources: [jobs], condition: undefined },
    ]);
  });
});

describe('ffmpeg layer content', () => {
  let dir: string;
  let standIn: ReturnType<typeof testFfmpegArchive>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'masterport-ffmpeg-layer-'));
    standIn = testFfmpegArchive();
    stageFfmpegLayer(dir, { pin: standIn.pin, archive: standIn.archive });
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(standIn.dir, { recursive: true, force: true });
  });

  it('carries a pinned static ffmpeg of the major version the tests run on', () => {
    // Prepare: the version of Debian's ffmpeg that runs the media tests and the local cloud.
    const local = execFileSync(binaryPath('ffmpeg'), ['-hide_banner', '-version'], { encoding: 'utf8' });
    const localMajor = /^ffmpeg version n?(\d+\.\d+)/.exec(local)?.[1];

    // Act
    const pinned = FFMPEG_LAYER_BUILD;
    console.log(`the Lambda layer carries ffmpeg ${pinned.version} (${pinned.url}, SHA-256 ${pinned.sha256})`);

    // Assess
    expect(pinned.version.split('.').slice(0, 2).join('.')).toBe(localMajor);
    expect(pinned.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(pinned.url).toMatch(/^https:\/\//);
    expect(basename(pinned.url)).toBe(`${pinned.folder}.tar.xz`);
  });

  it('refuses to build the layer from an archive whose SHA-256 is not the pinned one', () => {
    // Prepare: the stand-in archive offered as the real build.
    const target = mkdtempSync(join(tmpdir(), 'masterport-ffmpeg-layer-refused-'));

    // Act
    const staging = () => stageFfmpegLayer(target, { pin: FFMPEG_LAYER_BUILD, archive: standIn.archive });

    // Assess
    try {
      expect(staging).toThrow(/^Refusing to build the ffmpeg layer: .* is pinned to 2d848c37/);
      expect(existsSync(join(target, 'bin', 'ffmpeg'))).toBe(false);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });

  it("holds ffmpeg and ffprobe from the archive in bin/, executable by any user, where the function's environment points", () => {
    for (const tool of ['ffmpeg', 'ffprobe'] as const) {
      const path = join(dir, 'bin', tool);
      expect(statSync(path).mode & 0o777).toBe(0o755);
      expect(FFMPEG_LAYER_SETTINGS[`${tool}Path`]).toBe(`/opt/bin/${tool}`);
      expect(execFileSync(path, { encoding: 'utf8' })).toBe(`${tool} version ${standIn.pin.version}\n`);
    }
  });

  it('holds the DejaVu fonts the slates use in fonts/', () => {
    for (const font of ['DejaVuSansMono.ttf', 'DejaVuSans.ttf'])
      expect(existsSync(join(dir, 'fonts', font)), font).toBe(true);
    expect(FFMPEG_LAYER_SETTINGS.fontsDir).toBe('/opt/fonts');
  });
});
