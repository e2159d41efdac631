import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { lambdaEnvironment } from '@masterport/core/config';
import { eventEntry } from '../config/repo-paths.ts';
import { acknowledgeWildcardResources } from '../nag/acknowledge-wildcard-resources.ts';
import { AreaFunction } from './area-function.ts';

export interface DailyStorageMeteringProps {
  readonly stage: string;
  readonly tableName: string;
  readonly tableAccess: iam.PolicyStatement;
  readonly logRetention: logs.RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The daily storage metering (docs/billing-metering.md): an EventBridge Scheduler schedule invokes
 * `functions/events/storage-metering.ts` at 00:30 UTC, which meters the day that just ended for every
 * account holding metered files, from their counters. Scheduler rather than an EventBridge rule: a
 * time zone and a flexible window are its own, and a retried invocation is harmless (a metered day
 * is written once), so it may retry for hours.
 */
export class DailyStorageMetering extends Construct {
  readonly task: AreaFunction;
  readonly schedule: scheduler.Schedule;

  constructor(scope: Construct, id: string, props: DailyStorageMeteringProps) {
    super(scope, id);
    this.task = new AreaFunction(this, 'Task', {
      entry: eventEntry('storage-metering'),
      description: `Masterport ${props.stage}: meters yesterday's storage of every account from its byte counters`,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      memorySize: 512,
      // A page of 100 accounts costs about 200 small table calls; 15 minutes meters far more accounts than exist.
      timeout: Duration.minutes(15),
      environment: lambdaEnvironment({ tableName: props.tableName, serviceName: 'masterport-storage-metering' }),
    });
    this.task.role.addToPolicy(props.tableAccess);
    // Our own role for the schedule, so the invoke grant's wildcard (the function's versions) is acknowledged where it is made.
    const invoker = new iam.Role(this, 'ScheduleRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: invokes the daily storage metering',
    });
    acknowledgeWildcardResources(
      invoker,
      [`${this.task.function.functionArn}:*`],
      'Invoking the storage metering function only: the grant covers its versions and aliases.',
    );
    this.schedule = new scheduler.Schedule(this, 'Schedule', {
      description: 'Every day at 00:30 UTC: the storage of the day that ended, per account and age band',
      schedule: scheduler.ScheduleExpression.cron({ minute: '30', hour: '0' }),
      target: new schedulerTargets.LambdaInvoke(this.task.function, {
        role: invoker,
        retryAttempts: 10,
        maxEventAge: Duration.hours(12),
      }),
    });
  }
}
