import { CfnOutput, Duration, Size, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ARCHIVES_PREFIX, DELIVERIES_PREFIX, TRANSCRIBE_WORK_PREFIX } from '@masterport/contract';
import { lambdaEnvironment } from '@masterport/core/config';
import { WORKFLOWS, type WorkflowTask } from '@masterport/state-machines/registry.ts';
import { eventEntry, repoPath } from '../config/repo-paths.ts';
import { removalPolicyOf, type StageConfig } from '../config/stage-config.ts';
import { AreaFunction } from '../constructs/area-function.ts';
import { ScheduledBillingTask } from '../constructs/scheduled-billing-task.ts';
import { executionsArn } from '../constructs/executions-arn.ts';
import { FFMPEG_LAYER_ARCHITECTURE, FFMPEG_LAYER_SETTINGS, FfmpegLayer } from '../constructs/ffmpeg-layer.ts';
import type { SingleTable } from '../constructs/single-table.ts';
import { acknowledgeWildcardResources } from '../nag/acknowledge-wildcard-resources.ts';
import { REPORT_PDF_MODULES, S3_ACTIONS, TABLE_ACTIONS, type DataBucket } from './api-area-access.ts';

/** Key prefixes the platform writes (packages/core: uploads and processing steps). */
export const SOURCES_PREFIX = 'sources/';
export const OUTPUTS_PREFIX = 'outputs/';

export interface ProcessingStackProps extends StackProps {
  readonly config: StageConfig;
  readonly table: SingleTable;
  readonly buckets: Readonly<Record<DataBucket, s3.IBucket>>;
  /** Delivery: opens stations' sealed credentials, e-mails stations and senders, links to the app. */
  readonly deliveryKey: kms.IKey;
  readonly mailIdentity: ses.EmailIdentity;
  readonly appUrl: string;
  /** The month end and the payment collection charge cards: the gateway's token is in the app secret. */
  readonly appSecrets: secretsmanager.ISecret;
}

/**
 * Master processing (DESIGN section 1): the sources bucket's object-created events start the
 * master-processing state machine, whose every task is the media task Lambda with the ffmpeg layer.
 * With `encoder: 'mediaconvert'`, output steps hand the keys MediaConvert can make to
 * `mediaconvert:createJob.sync` jobs that run as the MediaConvert role (state-machines/master-processing).
 */
export class ProcessingStack extends Stack {
  readonly stateMachine: sfn.StateMachine;
  readonly mediaTask: AreaFunction;
  readonly sourceUploaded: AreaFunction;
  readonly sourceUploadedRule: events.Rule;
  readonly sourceUploadedDeadLetters: sqs.Queue;
  readonly ffmpegLayer: FfmpegLayer;
  readonly mediaConvertRole: iam.Role;
  /** Zips of files already in S3, prepared in the background (state-machines/archive-files). */
  readonly archiveFiles: sfn.StateMachine;
  readonly archiveTask: AreaFunction;
  /** A cancelled account's data zipped before anything is deleted (state-machines/account-archive). */
  readonly accountArchive: sfn.StateMachine;
  readonly accountArchiveTask: AreaFunction;
  /** Once a day: cancellations whose 30 days are over lose their archive and, when asked, their data. */
  readonly accountDeletionSweep: ScheduledBillingTask;
  /** A master's files to cold storage and back (state-machines/master-archiving). */
  readonly masterArchiving: sfn.StateMachine;
  readonly masterArchivingTask: AreaFunction;
  /** A distribution's files to its stations (state-machines/delivery). */
  readonly delivery: sfn.StateMachine;
  readonly deliveryTask: AreaFunction;
  /** Every five minutes: deliveries whose execution ended or vanished are put in error (core/distributions/delivery-watchdog.ts). */
  readonly deliveryWatchdog: AreaFunction;
  /** Once a day: yesterday's storage per account and age band, from the byte counters (docs/billing-metering.md). */
  readonly storageMetering: ScheduledBillingTask;
  readonly monthEnd: ScheduledBillingTask;
  /** Every day after the month end: unpaid invoices charged on their retry schedule (docs/billing.md "Payments"). */
  readonly paymentCollection: ScheduledBillingTask;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: ProcessingStackProps,
  ) {
    super(scope, id, props);
    const { config, table, buckets } = props;
    const removalPolicy = removalPolicyOf(config);
    const logRetention = config.retention.logRetentionDays;
    const sourceObjects = buckets.sources.arnForObjects(`${SOURCES_PREFIX}*`);
    const outputObjects = buckets.outputs.arnForObjects(`${OUTPUTS_PREFIX}*`);
    const tableAccess = new iam.PolicyStatement({ actions: [...TABLE_ACTIONS], resources: table.resourceArns });

    this.ffmpegLayer = new FfmpegLayer(this, 'Ffmpeg', {
      description: `Masterport ${config.stage}: static ffmpeg/ffprobe (x86-64) and DejaVu fonts`,
      removalPolicy,
    });

    // 1. The media task: every step of the state machine, one function (the step is in the payload),
    // sized and found as the workflow registry says.
    const workflow = WORKFLOWS['master-processing'];
    const [mediaTask] = workflow.tasks;
    this.mediaConvertRole = this.createMediaConvertRole(sourceObjects, outputObjects);
    this.mediaTask = new AreaFunction(this, 'MediaTask', {
      entry: repoPath(mediaTask.entry),
      description: `Masterport ${config.stage}: master-processing task (probe, QC, captions, loudness, encodes)`,
      logRetention,
      removalPolicy,
      architecture: FFMPEG_LAYER_ARCHITECTURE,
      layers: [this.ffmpegLayer.layer],
      memorySize: mediaTask.memoryMiB,
      ephemeralStorageSize: Size.gibibytes(mediaTask.ephemeralStorageGiB),
      timeout: Duration.seconds(mediaTask.timeoutSeconds),
      environment: lambdaEnvironment({
        tableName: table.table.tableName,
        sourcesBucket: buckets.sources.bucketName,
        outputsBucket: buckets.outputs.bucketName,
        ...FFMPEG_LAYER_SETTINGS,
        // 'mediaconvert': output steps answer CreateJob requests (run with this role) for the keys
        // MediaConvert can make; the task itself never calls MediaConvert (Step Functions does), so it
        // needs no endpoint and no mediaconvert:* grant.
        encoder: config.encoder,
        mediaConvertRoleArn: this.mediaConvertRole.roleArn,
        // Transcripts of masters without captions: Amazon Transcribe (docs/transcripts.md).
        transcriber: 'transcribe',
        serviceName: 'masterport-media-task',
      }),
    });
    const taskRole = this.mediaTask.role;
    taskRole.addToPolicy(tableAccess);
    // Write on sources/: a merge copies the other master's sources under this master's keys (merge-sources.ts).
    taskRole.addToPolicy(
      new iam.PolicyStatement({ actions: [...S3_ACTIONS.read, ...S3_ACTIONS.write], resources: [sourceObjects] }),
    );
    taskRole.addToPolicy(
      new iam.PolicyStatement({
        actions: [...S3_ACTIONS.read, ...S3_ACTIONS.write, ...S3_ACTIONS.delete],
        resources: [outputObjects],
      }),
    );
    // Removing a run's files lists its prefix (run-files.ts, MediaConvert layout clips): ListBucket
    // is a bucket-level action, limited here to keys under outputs/.
    taskRole.addToPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [buckets.outputs.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${OUTPUTS_PREFIX}*`] } },
      }),
    );
    this.allowTranscribeJobs(buckets.outputs);
    acknowledgeWildcardResources(
      taskRole,
      [sourceObjects, outputObjects],
      'Object keys are created at run time (one per source and output of each master and run); the grants cover only the sources/ and outputs/ prefixes of the two buckets, with the actions listed.',
    );

    // 2. The state machine, from the same ASL file the local cloud runs.
    const machineLogs = new logs.LogGroup(this, 'MasterProcessingLogs', { retention: logRetention, removalPolicy });
    this.stateMachine = new sfn.StateMachine(this, 'MasterProcessing', {
      comment: `Masterport ${config.stage}: master processing`,
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromFile(repoPath(workflow.definitionFile)),
      definitionSubstitutions: { [mediaTask.substitution]: this.mediaTask.function.functionArn },
      logs: { destination: machineLogs, level: sfn.LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
    });
    // The definition is a file, so CDK cannot infer the grant: invoke this function, unqualified, only.
    this.stateMachine.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.mediaTask.function.functionArn] }),
    );
    if (config.encoder === 'mediaconvert') this.allowMediaConvertJobs();
    Validations.of(this.stateMachine.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Added by CDK for execution logging (logs:CreateLogDelivery, GetLogDelivery, UpdateLogDelivery, DeleteLogDelivery, ListLogDeliveries, PutResourcePolicy, DescribeResourcePolicies, DescribeLogGroups) and X-Ray tracing (xray:PutTraceSegments, PutTelemetryRecords, GetSampling*): these actions support no resource-level permissions.',
    });

    // 3. Finished source uploads start processing: S3 -> EventBridge -> the events function.
    this.sourceUploaded = new AreaFunction(this, 'SourceUploaded', {
      entry: eventEntry('source-uploaded'),
      description: `Masterport ${config.stage}: a source object was created -> record it, start processing`,
      logRetention,
      removalPolicy,
      memorySize: 512,
      timeout: Duration.seconds(30),
      environment: lambdaEnvironment({
        tableName: table.table.tableName,
        masterProcessingStateMachineArn: this.stateMachine.stateMachineArn,
        serviceName: 'masterport-source-uploaded',
      }),
    });
    this.sourceUploaded.role.addToPolicy(tableAccess);
    this.sourceUploaded.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [this.stateMachine.stateMachineArn] }),
    );
    // An upload event EventBridge could not deliver (the function throttled or failing past its
    // retries) is kept 14 days for inspection and replay instead of being dropped.
    this.sourceUploadedDeadLetters = new sqs.Queue(this, 'SourceUploadedDeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy,
    });
    Validations.of(this.sourceUploadedDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue of the source-uploaded rule target; a dead-letter queue of a dead-letter queue would never be read.',
    });
    this.sourceUploadedRule = new events.Rule(this, 'SourceObjectCreated', {
      description: 'Objects created under sources/ in the sources bucket (uploads completed by browsers and tools)',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [buckets.sources.bucketName] },
          object: { key: events.Match.prefix(SOURCES_PREFIX) },
        },
      },
      targets: [
        new targets.LambdaFunction(this.sourceUploaded.function, {
          retryAttempts: 3,
          maxEventAge: Duration.hours(2),
          deadLetterQueue: this.sourceUploadedDeadLetters,
        }),
      ],
    });

    ({ machine: this.archiveFiles, task: this.archiveTask } = this.createArchiveFiles(
      props,
      sourceObjects,
      outputObjects,
      tableAccess,
    ));
    ({
      machine: this.delivery,
      task: this.deliveryTask,
      watchdog: this.deliveryWatchdog,
    } = this.createDelivery(props, sourceObjects, outputObjects, tableAccess));
    ({ machine: this.masterArchiving, task: this.masterArchivingTask } = this.createMasterArchiving(
      props,
      sourceObjects,
      outputObjects,
      tableAccess,
    ));

    ({ machine: this.accountArchive, task: this.accountArchiveTask } = this.createAccountArchive(
      props,
      sourceObjects,
      outputObjects,
      tableAccess,
    ));

    const billingTask = {
      stage: config.stage,
      tableName: table.table.tableName,
      tableAccess,
      logRetention,
      removalPolicy,
    };
    const billingMail = { identity: props.mailIdentity, from: config.mail.fromAddress, appUrl: props.appUrl };
    const paymentGateway = { apiUrl: config.billing.gatewayApiUrl, appSecrets: props.appSecrets };
    this.storageMetering = new ScheduledBillingTask(this, 'StorageMetering', {
      ...billingTask,
      event: 'storage-metering',
      description: "meters yesterday's storage of every account from its byte counters",
      scheduleDescription: 'Every day at 00:30 UTC: the storage of the day that ended, per account and age band',
      cron: { minute: '30', hour: '0' },
    });
    // After the last day's metering: the month's invoices, numbered and taxed (docs/billing.md, "Invoices").
    this.monthEnd = new ScheduledBillingTask(this, 'MonthEnd', {
      ...billingTask,
      event: 'month-end',
      description: "issues every account's invoice of the month that ended",
      scheduleDescription: 'The 1st of every month at 02:00 UTC: the invoices of the month that ended',
      cron: { minute: '0', hour: '2', day: '1' },
      // It e-mails each invoice issued and charges it to the primary card (docs/billing.md "Payments").
      mail: billingMail,
      paymentGateway,
      environment: {
        ...(config.billing.gstHstRegistrationNumber && {
          GST_HST_REGISTRATION_NUMBER: config.billing.gstHstRegistrationNumber,
        }),
        ...(config.billing.qstRegistrationNumber && { QST_REGISTRATION_NUMBER: config.billing.qstRegistrationNumber }),
        // A cancellation asked for the month end takes effect here and starts the account's archive.
        ...lambdaEnvironment({ accountArchiveStateMachineArn: this.accountArchive.stateMachineArn }),
      },
      // Fanned out over the accounts-in-use shards, page after page, so no task runs out of time.
      runsThrough: (task) => {
        const workflow = WORKFLOWS['month-end'];
        return this.singleTaskMachine(
          'MonthEndRun',
          'month end',
          workflow.definitionFile,
          workflow.tasks[0].substitution,
          task,
        );
      },
    });
    this.monthEnd.task.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [this.accountArchive.stateMachineArn] }),
    );
    this.accountDeletionSweep = this.createAccountDeletionSweep(billingTask);
    // After the metering (00:30) and the month end (02:00 on the 1st): each unpaid invoice whose retry has come.
    this.paymentCollection = new ScheduledBillingTask(this, 'PaymentCollection', {
      ...billingTask,
      event: 'payment-collection',
      description: 'charges unpaid invoices to their primary card on the retry schedule',
      scheduleDescription: 'Every day at 03:00 UTC: unpaid invoices whose retry has come, charged to the primary card',
      cron: { minute: '0', hour: '3' },
      mail: billingMail,
      paymentGateway,
    });

    new CfnOutput(this, 'MasterProcessingStateMachineArn', { value: this.stateMachine.stateMachineArn });
    new CfnOutput(this, 'MediaConvertRoleArn', { value: this.mediaConvertRole.roleArn });
  }

  /**
   * The archive-files state machine and its task: it reads the files an archive bundles (outputs,
   * and the sources bucket's SOURCE files) and writes the zip under archives/ in the outputs bucket.
   */
  private createArchiveFiles(
    props: ProcessingStackProps,
    sourceObjects: string,
    outputObjects: string,
    tableAccess: iam.PolicyStatement,
  ): { machine: sfn.StateMachine; task: AreaFunction } {
    const { buckets } = props;
    const workflow = WORKFLOWS['archive-files'];
    const [task] = workflow.tasks;
    const archiveObjects = buckets.outputs.arnForObjects(`${ARCHIVES_PREFIX}*`);
    const fn = this.taskFunction('ArchiveTask', task, 'archive-files task (zips files from S3 into S3)', {
      tableName: props.table.table.tableName,
      sourcesBucket: buckets.sources.bucketName,
      outputsBucket: buckets.outputs.bucketName,
      serviceName: 'masterport-archive-task',
    });
    fn.role.addToPolicy(tableAccess);
    fn.role.addToPolicy(
      new iam.PolicyStatement({ actions: [...S3_ACTIONS.read], resources: [sourceObjects, outputObjects] }),
    );
    fn.role.addToPolicy(new iam.PolicyStatement({ actions: [...S3_ACTIONS.write], resources: [archiveObjects] }));
    acknowledgeWildcardResources(
      fn.role,
      [sourceObjects, outputObjects, archiveObjects],
      'An archive bundles any output (or SOURCE file) of the masters it is made for: read covers the sources/ and outputs/ prefixes, write only the archives/ prefix where zips go.',
    );
    const machine = this.singleTaskMachine(
      'ArchiveFiles',
      'archive files',
      workflow.definitionFile,
      task.substitution,
      fn,
    );
    return { machine, task: fn };
  }

  /**
   * The account-archive state machine and its task: it reads every file of a cancelled account
   * (sources, outputs, documents), writes the records export and the zips under archives/ in the
   * outputs bucket, and e-mails the primary user.
   */
  private createAccountArchive(
    props: ProcessingStackProps,
    sourceObjects: string,
    outputObjects: string,
    tableAccess: iam.PolicyStatement,
  ): { machine: sfn.StateMachine; task: AreaFunction } {
    const { buckets, config } = props;
    const workflow = WORKFLOWS['account-archive'];
    const [task] = workflow.tasks;
    const archiveObjects = buckets.outputs.arnForObjects(`${ARCHIVES_PREFIX}*`);
    const documentObjects = buckets.documents.arnForObjects('documents/*');
    const fn = this.taskFunction(
      'AccountArchiveTask',
      task,
      "account-archive task (a cancelled account's data zipped)",
      {
        tableName: props.table.table.tableName,
        sourcesBucket: buckets.sources.bucketName,
        outputsBucket: buckets.outputs.bucketName,
        documentsBucket: buckets.documents.bucketName,
        mailFrom: config.mail.fromAddress,
        appUrl: props.appUrl,
        serviceName: 'masterport-account-archive-task',
      },
    );
    fn.role.addToPolicy(tableAccess);
    fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: [...S3_ACTIONS.read],
        resources: [sourceObjects, outputObjects, documentObjects, archiveObjects],
      }),
    );
    fn.role.addToPolicy(new iam.PolicyStatement({ actions: [...S3_ACTIONS.write], resources: [archiveObjects] }));
    props.mailIdentity.grant(fn.role, 'ses:SendEmail');
    acknowledgeWildcardResources(
      fn.role,
      [sourceObjects, outputObjects, documentObjects, archiveObjects],
      "An account's archive bundles every source, output and document it has: read on those prefixes, write only under archives/ where the records export and the zips go.",
    );
    const machine = this.singleTaskMachine(
      'AccountArchive',
      'account archive',
      workflow.definitionFile,
      task.substitution,
      fn,
    );
    return { machine, task: fn };
  }

  /**
   * The daily sweep of cancelled accounts: an archive's zips go after 30 days (the lifecycle rule on
   * archives/ does too), and the data of those who asked: sources, outputs and documents.
   */
  private createAccountDeletionSweep(
    billingTask: Pick<
      ConstructorParameters<typeof ScheduledBillingTask>[2],
      'stage' | 'tableName' | 'tableAccess' | 'logRetention' | 'removalPolicy'
    >,
  ): ScheduledBillingTask {
    const { buckets } = this.props;
    const sweep = new ScheduledBillingTask(this, 'AccountDeletionSweep', {
      ...billingTask,
      event: 'account-deletion-sweep',
      description: "deletes cancelled accounts' archives after 30 days and, when asked, their data",
      scheduleDescription: 'Every day at 04:00 UTC: cancellations whose 30 days are over',
      cron: { minute: '0', hour: '4' },
      environment: lambdaEnvironment({
        sourcesBucket: buckets.sources.bucketName,
        outputsBucket: buckets.outputs.bucketName,
        documentsBucket: buckets.documents.bucketName,
      }),
    });
    const objects = (['sources', 'outputs', 'documents'] as const).map((name) => buckets[name].arnForObjects('*'));
    sweep.task.role.addToPolicy(
      new iam.PolicyStatement({ actions: [...S3_ACTIONS.read, ...S3_ACTIONS.delete], resources: objects }),
    );
    sweep.task.role.addToPolicy(
      new iam.PolicyStatement({ actions: [...S3_ACTIONS.list], resources: [buckets.outputs.bucketArn] }),
    );
    acknowledgeWildcardResources(
      sweep.task.role,
      objects,
      "A cancelled account's files are any source, output or document it had, and its archive under archives/: read and delete on the three buckets' objects.",
    );
    return sweep;
  }

  /** A workflow task's function (no ffmpeg), sized as the registry says. */
  private taskFunction(
    id: string,
    task: WorkflowTask,
    description: string,
    environment: Parameters<typeof lambdaEnvironment>[0],
    nodeModules?: readonly string[],
  ): AreaFunction {
    const { config } = this.props;
    return new AreaFunction(this, id, {
      entry: repoPath(task.entry),
      description: `Masterport ${config.stage}: ${description}`,
      logRetention: config.retention.logRetentionDays,
      removalPolicy: removalPolicyOf(config),
      memorySize: task.memoryMiB,
      ephemeralStorageSize: Size.gibibytes(task.ephemeralStorageGiB),
      timeout: Duration.seconds(task.timeoutSeconds),
      environment: lambdaEnvironment(environment),
      nodeModules,
    });
  }

  /** A Standard state machine from its definition file whose every task invokes one function; logged with execution data and traced. */
  private singleTaskMachine(
    id: string,
    name: string,
    definitionFile: string,
    substitution: string,
    fn: AreaFunction,
  ): sfn.StateMachine {
    const { config } = this.props;
    const machine = new sfn.StateMachine(this, id, {
      comment: `Masterport ${config.stage}: ${name}`,
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromFile(repoPath(definitionFile)),
      definitionSubstitutions: { [substitution]: fn.function.functionArn },
      logs: {
        destination: new logs.LogGroup(this, `${id}Logs`, {
          retention: config.retention.logRetentionDays,
          removalPolicy: removalPolicyOf(config),
        }),
        level: sfn.LogLevel.ALL,
        includeExecutionData: true,
      },
      tracingEnabled: true,
    });
    machine.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.function.functionArn] }),
    );
    Validations.of(machine.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Added by CDK for execution logging and X-Ray tracing: these actions support no resource-level permissions.',
    });
    return machine;
  }

  /**
   * The master-archiving state machine and its task: it copies a master's sources and outputs onto
   * themselves in another storage class (GetObject on the source, PutObject on the copy; parts for
   * big files) and asks S3 to restore archived ones (RestoreObject), on those prefixes only.
   */
  private createMasterArchiving(
    props: ProcessingStackProps,
    sourceObjects: string,
    outputObjects: string,
    tableAccess: iam.PolicyStatement,
  ): { machine: sfn.StateMachine; task: AreaFunction } {
    const { buckets } = props;
    const workflow = WORKFLOWS['master-archiving'];
    const [task] = workflow.tasks;
    const fn = this.taskFunction(
      'MasterArchivingTask',
      task,
      "master-archiving task (a master's files to cold storage and back)",
      {
        tableName: props.table.table.tableName,
        sourcesBucket: buckets.sources.bucketName,
        outputsBucket: buckets.outputs.bucketName,
        serviceName: 'masterport-master-archiving-task',
      },
    );
    fn.role.addToPolicy(tableAccess);
    fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: [...S3_ACTIONS.read, ...S3_ACTIONS.write, 's3:RestoreObject'],
        resources: [sourceObjects, outputObjects],
      }),
    );
    acknowledgeWildcardResources(
      fn.role,
      [sourceObjects, outputObjects],
      'Archiving moves any source or output of a master between storage classes in place: read, write (the copy onto itself) and restore on the sources/ and outputs/ prefixes only.',
    );
    const machine = this.singleTaskMachine(
      'MasterArchiving',
      'master archiving',
      workflow.definitionFile,
      task.substitution,
      fn,
    );
    return { machine, task: fn };
  }

  /**
   * The delivery state machine and its task: it reads what a distribution carries (outputs, SOURCE
   * files, documents), writes the files made for one station under deliveries/, opens stations'
   * credentials with the delivery key, assumes stations' roles, and e-mails stations and senders.
   * Stations' servers are on the internet: the function is outside any VPC.
   */
  private createDelivery(
    props: ProcessingStackProps,
    sourceObjects: string,
    outputObjects: string,
    tableAccess: iam.PolicyStatement,
  ): { machine: sfn.StateMachine; task: AreaFunction; watchdog: AreaFunction } {
    const { config, buckets } = props;
    const workflow = WORKFLOWS.delivery;
    const [task] = workflow.tasks;
    const documentObjects = buckets.documents.arnForObjects('documents/*');
    const deliveryObjects = buckets.outputs.arnForObjects(`${DELIVERIES_PREFIX}*`);
    const fn = this.taskFunction(
      'DeliveryTask',
      task,
      "delivery task (a distribution's files to its stations)",
      {
        tableName: props.table.table.tableName,
        sourcesBucket: buckets.sources.bucketName,
        outputsBucket: buckets.outputs.bucketName,
        documentsBucket: buckets.documents.bucketName,
        mailFrom: config.mail.fromAddress,
        appUrl: props.appUrl,
        deliveryKmsKeyId: props.deliveryKey.keyArn,
        serviceName: 'masterport-delivery-task',
      },
      // The last delivery of a distribution mails the sender its Delivery Confirmation Report (a PDF in DejaVu Sans).
      ['dejavu-fonts-ttf', ...REPORT_PDF_MODULES],
    );
    fn.role.addToPolicy(tableAccess);
    fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: [...S3_ACTIONS.read],
        resources: [sourceObjects, outputObjects, documentObjects, deliveryObjects],
      }),
    );
    fn.role.addToPolicy(new iam.PolicyStatement({ actions: [...S3_ACTIONS.write], resources: [deliveryObjects] }));
    props.deliveryKey.grant(fn.role, 'kms:Decrypt');
    props.mailIdentity.grant(fn.role, 'ses:SendEmail');
    const roles = 'arn:aws:iam::*:role/*';
    fn.role.addToPolicy(new iam.PolicyStatement({ actions: ['sts:AssumeRole'], resources: [roles] }));
    acknowledgeWildcardResources(
      fn.role,
      [sourceObjects, outputObjects, documentObjects, deliveryObjects, roles],
      'A delivery sends any output, SOURCE file or document a distribution carries (read on those prefixes), writes only under deliveries/, and assumes the role a station named in its own AWS account (its trust policy requires our account id as external id).',
    );
    const machine = this.singleTaskMachine('Delivery', 'delivery', workflow.definitionFile, task.substitution, fn);
    return { machine, task: fn, watchdog: this.createDeliveryWatchdog(props, machine, tableAccess) };
  }

  /**
   * The delivery watchdog (core/distributions/delivery-watchdog.ts): every five minutes, destinations
   * still to finish whose execution ended or vanished are put in error for a person to send again.
   * Its own function: the delivery task cannot know its machine's ARN (the machine names the task).
   */
  private createDeliveryWatchdog(
    props: ProcessingStackProps,
    machine: sfn.StateMachine,
    tableAccess: iam.PolicyStatement,
  ): AreaFunction {
    const { config } = props;
    const watchdog = new AreaFunction(this, 'DeliveryWatchdog', {
      entry: eventEntry('delivery-watchdog'),
      description: `Masterport ${config.stage}: deliveries whose execution ended or vanished -> error, for a person to send again`,
      logRetention: config.retention.logRetentionDays,
      removalPolicy: removalPolicyOf(config),
      memorySize: 512,
      timeout: Duration.minutes(2),
      environment: lambdaEnvironment({
        tableName: props.table.table.tableName,
        deliveryStateMachineArn: machine.stateMachineArn,
        mailFrom: config.mail.fromAddress,
        appUrl: props.appUrl,
        serviceName: 'masterport-delivery-watchdog',
      }),
    });
    watchdog.role.addToPolicy(tableAccess);
    // A distribution completed by the watchdog sends its report, as the state machine's last step does.
    props.mailIdentity.grant(watchdog.role, 'ses:SendEmail');
    const executions = executionsArn(this, machine);
    watchdog.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['states:DescribeExecution'], resources: [executions] }),
    );
    acknowledgeWildcardResources(
      watchdog.role,
      [executions],
      'Whether a delivery execution still runs: the executions of the delivery state machine only.',
    );
    new events.Rule(this, 'DeliveryWatchdogSchedule', {
      description: 'Every five minutes: deliveries whose execution ended or vanished while still to finish',
      schedule: events.Schedule.rate(Duration.minutes(5)),
      targets: [new targets.LambdaFunction(watchdog.function, { retryAttempts: 0 })],
    });
    return watchdog;
  }

  /**
   * Transcripts (docs/transcripts.md): the media task starts Amazon Transcribe jobs named
   * `masterport-<master>-r<revision>` and reads them, and puts the speech audio under `transcribe/`
   * of the outputs bucket, where the job writes its JSON and the task reads and deletes both.
   * Transcribe reads and writes those objects with the caller's permissions (no data-access role),
   * so these grants are all it needs.
   */
  private allowTranscribeJobs(outputs: s3.IBucket): void {
    const { partition, region, account } = Stack.of(this);
    const jobs = `arn:${partition}:transcribe:${region}:${account}:transcription-job/masterport-*`;
    const work = outputs.arnForObjects(`${TRANSCRIBE_WORK_PREFIX}*`);
    const role = this.mediaTask.role;
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob'],
        resources: [jobs],
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: [work] }),
    );
    acknowledgeWildcardResources(
      role,
      [jobs, work],
      "Transcribe jobs are named at run time (one per master and run, all starting masterport-) and their working files are under the outputs bucket's transcribe/ prefix: the grants cover only those, with the actions listed.",
    );
  }

  /**
   * What `mediaconvert:createJob.sync` needs of the state machine's role (the Step Functions
   * developer guide's policy for MediaConvert): create jobs on the default queue, read and cancel
   * jobs, pass the MediaConvert role (to MediaConvert only), and the managed EventBridge rule through
   * which Step Functions learns that a job finished.
   */
  private allowMediaConvertJobs(): void {
    const { partition, region, account } = Stack.of(this);
    const jobs = `arn:${partition}:mediaconvert:${region}:${account}:jobs/*`;
    const defaultQueue = `arn:${partition}:mediaconvert:${region}:${account}:queues/Default`;
    const role = this.stateMachine.role;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['mediaconvert:CreateJob'], resources: [defaultQueue, jobs] }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['mediaconvert:GetJob', 'mediaconvert:CancelJob'], resources: [jobs] }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.mediaConvertRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['events:PutTargets', 'events:PutRule', 'events:DescribeRule'],
        resources: [`arn:${partition}:events:${region}:${account}:rule/StepFunctionsGetEventsForMediaConvertJobRule`],
      }),
    );
    acknowledgeWildcardResources(
      role,
      [jobs],
      'MediaConvert job ids are assigned when a job is created, so CreateJob, GetJob and CancelJob (what createJob.sync calls) cannot name them in advance; the grant covers jobs of this account and region only.',
    );
  }

  /**
   * The role MediaConvert jobs run as (DESIGN section 1: long or large sources): it reads sources,
   * reads and writes outputs (a job also reads what earlier steps wrote there: the SCC_CC/SRT_CC
   * captions and the layouts' slate clips), nothing else. Only MediaConvert of this account can
   * assume it.
   */
  private createMediaConvertRole(sourceObjects: string, outputObjects: string): iam.Role {
    const role = new iam.Role(this, 'MediaConvertRole', {
      description: 'Masterport MediaConvert jobs: read sources, read captions and clips and write outputs',
      assumedBy: new iam.ServicePrincipal('mediaconvert.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    });
    role.addToPolicy(new iam.PolicyStatement({ actions: [...S3_ACTIONS.read], resources: [sourceObjects] }));
    role.addToPolicy(
      new iam.PolicyStatement({ actions: [...S3_ACTIONS.read, 's3:PutObject'], resources: [outputObjects] }),
    );
    acknowledgeWildcardResources(
      role,
      [sourceObjects, outputObjects],
      'MediaConvert reads the sources and reads/writes the outputs of any master; the grants cover only the sources/ and outputs/ prefixes of the two buckets, GetObject and PutObject only.',
    );
    return role;
  }
}
