import { accountArchiveDefinition, ACCOUNT_ARCHIVE_TASK_SUBSTITUTION } from './account-archive/definition.ts';
import { archiveFilesDefinition, ARCHIVE_TASK_SUBSTITUTION } from './archive-files/definition.ts';
import { deliveryDefinition, DELIVERY_TASK_SUBSTITUTION } from './delivery/definition.ts';
import { masterArchivingDefinition, MASTER_ARCHIVING_TASK_SUBSTITUTION } from './master-archiving/definition.ts';
import { masterProcessingDefinition, MEDIA_TASK_SUBSTITUTION } from './master-processing/definition.ts';
import { monthEndDefinition, MONTH_END_TASK_SUBSTITUTION } from './month-end/definition.ts';
import type { StateMachineDefinition } from './lib/asl.ts';

/** A function a state machine's tasks invoke: where its handler is and what it may use. */
export interface WorkflowTask {
  /** The function's short name (`masterport-<name>` locally; the CDK construct id in AWS). */
  readonly name: string;
  /** The handler, relative to the repository root (bundled by CDK, imported by the local cloud). */
  readonly entry: string;
  /** The definition's `${...}` placeholder that its ARN fills. */
  readonly substitution: string;
  readonly memoryMiB: number;
  readonly ephemeralStorageGiB: number;
  readonly timeoutSeconds: number;
  /** Runs ffmpeg: the ffmpeg layer, hence x86_64 (infra/constructs/ffmpeg-layer.ts). */
  readonly ffmpeg: boolean;
}

export interface Workflow {
  /** The state machine's name (local ARNs, execution names, docs). */
  readonly name: string;
  readonly definition: () => StateMachineDefinition;
  /** The emitted JSON, relative to the repository root: what CDK deploys and the local cloud runs. */
  readonly definitionFile: string;
  readonly tasks: readonly WorkflowTask[];
  /** What starts an execution, for the reader (the starters themselves are in code). */
  readonly startedBy: readonly string[];
}

/**
 * Every state machine of the platform, read by infra (processing stack) and by the local cloud,
 * so a new one (delivery) is added here and in its own folder, nowhere else.
 */
export const WORKFLOWS = {
  'master-processing': {
    name: 'master-processing',
    definition: masterProcessingDefinition,
    definitionFile: 'state-machines/master-processing/definition.asl.json',
    tasks: [
      {
        name: 'media-task',
        entry: 'functions/workflows/master-processing.ts',
        substitution: MEDIA_TASK_SUBSTITUTION,
        // ffmpeg encodes of up to an hour of 1080p in 15 minutes, and room for the sources and outputs in /tmp.
        memoryMiB: 10_240,
        ephemeralStorageGiB: 10,
        timeoutSeconds: 900,
        ffmpeg: true,
      },
    ],
    startedBy: [
      'functions/events/source-uploaded.ts: the last required source object created (S3 -> EventBridge)',
      'user/master-files/restart-workflow, fix-loudness, create-output, recreate-output',
    ],
  },
  'archive-files': {
    name: 'archive-files',
    definition: archiveFilesDefinition,
    definitionFile: 'state-machines/archive-files/definition.asl.json',
    tasks: [
      {
        name: 'archive-task',
        entry: 'functions/workflows/archive-files.ts',
        substitution: ARCHIVE_TASK_SUBSTITUTION,
        // Streams S3 to S3: memory for the upload's parts in flight, nothing on disk.
        memoryMiB: 1024,
        ephemeralStorageGiB: 1,
        timeoutSeconds: 900,
        ffmpeg: false,
      },
    ],
    startedBy: ['user/master-files/prepare-download'],
  },
  delivery: {
    name: 'delivery',
    definition: deliveryDefinition,
    definitionFile: 'state-machines/delivery/definition.asl.json',
    tasks: [
      {
        name: 'delivery-task',
        entry: 'functions/workflows/delivery.ts',
        substitution: DELIVERY_TASK_SUBSTITUTION,
        // Streams S3 to a station's server or bucket: memory for a few parts in flight, nothing on disk.
        memoryMiB: 1024,
        ephemeralStorageGiB: 1,
        timeoutSeconds: 900,
        ffmpeg: false,
      },
    ],
    startedBy: ['user/distributions/create', 'user/distributions/destination/redistribute'],
  },
  'master-archiving': {
    name: 'master-archiving',
    definition: masterArchivingDefinition,
    definitionFile: 'state-machines/master-archiving/definition.asl.json',
    tasks: [
      {
        name: 'master-archiving-task',
        entry: 'functions/workflows/master-archiving.ts',
        substitution: MASTER_ARCHIVING_TASK_SUBSTITUTION,
        // Server-side copies and HEAD requests: the bytes never pass through the function.
        memoryMiB: 512,
        ephemeralStorageGiB: 1,
        timeoutSeconds: 900,
        ffmpeg: false,
      },
    ],
    startedBy: ['user/master-files/archive', 'user/master-files/unarchive'],
  },
  'account-archive': {
    name: 'account-archive',
    definition: accountArchiveDefinition,
    definitionFile: 'state-machines/account-archive/definition.asl.json',
    tasks: [
      {
        name: 'account-archive-task',
        entry: 'functions/workflows/account-archive.ts',
        substitution: ACCOUNT_ARCHIVE_TASK_SUBSTITUTION,
        // Streams S3 to S3 as the archive task does: memory for the upload's parts in flight, nothing on disk.
        memoryMiB: 1024,
        ephemeralStorageGiB: 1,
        timeoutSeconds: 900,
        ffmpeg: false,
      },
    ],
    startedBy: ['user/account/cancel-account (now)', 'the month end (a cancellation at month end)'],
  },
  'month-end': {
    name: 'month-end',
    definition: monthEndDefinition,
    definitionFile: 'state-machines/month-end/definition.asl.json',
    tasks: [
      {
        name: 'month-end-task',
        // A scheduled billing task's function (infra/constructs/scheduled-billing-task.ts makes it,
        // sized as every billing task: 512 MiB, 15 minutes), which this machine's steps invoke.
        entry: 'functions/events/month-end.ts',
        substitution: MONTH_END_TASK_SUBSTITUTION,
        memoryMiB: 512,
        ephemeralStorageGiB: 1,
        timeoutSeconds: 900,
        ffmpeg: false,
      },
    ],
    startedBy: ['the EventBridge Scheduler schedule on the 1st at 02:00 UTC (the local cloud: its month-end timer)'],
  },
} as const satisfies Record<string, Workflow>;

export type WorkflowName = keyof typeof WORKFLOWS;
