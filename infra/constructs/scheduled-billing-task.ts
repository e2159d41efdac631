import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { lambdaEnvironment } from '@masterport/core/config';
import { eventEntry } from '../config/repo-paths.ts';
import { acknowledgeWildcardResources } from '../nag/acknowledge-wildcard-resources.ts';
import { AreaFunction } from './area-function.ts';

export interface ScheduledBillingTaskProps {
  readonly stage: string;
  readonly tableName: string;
  readonly tableAccess: iam.PolicyStatement;
  readonly logRetention: logs.RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /** `functions/events/<event>.ts`. */
  readonly event: 'storage-metering' | 'month-end' | 'payment-collection' | 'account-deletion-sweep';
  /** What the function does and when the schedule runs, as the console shows them. */
  readonly description: string;
  readonly scheduleDescription: string;
  readonly cron: scheduler.CronOptionsWithTimezone;
  /** Settings the task reads beyond the table (our tax registration numbers for the month end). */
  readonly environment?: Record<string, string>;
  /** The card gateway it charges through: its API, and the app secret that holds its token. */
  readonly paymentGateway?: { readonly apiUrl: string; readonly appSecrets: secretsmanager.ISecret };
  /** The billing e-mails it sends (invoice ready, payment received or failed): the sender and the app's links. */
  readonly mail?: { readonly identity: ses.IEmailIdentity; readonly from: string; readonly appUrl: string };
  /**
   * A run too long for one invocation: the state machine (made from the task function) whose
   * executions the schedule starts, instead of invoking the function (the month end:
   * state-machines/month-end).
   */
  readonly runsThrough?: (task: AreaFunction) => sfn.IStateMachine;
}

/**
 * A billing run on a schedule (docs/billing.md, docs/billing-metering.md): an EventBridge Scheduler
 * schedule invokes one function of `functions/events/`. Scheduler rather than an EventBridge rule: a
 * time zone and a flexible window are its own, and a retried invocation is harmless (a metered day
 * and a month's invoice are each written once), so it may retry for hours.
 */
export class ScheduledBillingTask extends Construct {
  readonly task: AreaFunction;
  readonly schedule: scheduler.Schedule;
  /** The state machine the schedule starts, when the run goes through one (`runsThrough`). */
  readonly machine?: sfn.IStateMachine;

  constructor(scope: Construct, id: string, props: ScheduledBillingTaskProps) {
    super(scope, id);
    this.task = new AreaFunction(this, 'Task', {
      entry: eventEntry(props.event),
      description: `Masterport ${props.stage}: ${props.description}`,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      memorySize: 512,
      // A page of 100 accounts costs a few hundred small table calls; 15 minutes covers far more accounts than exist.
      timeout: Duration.minutes(15),
      environment: {
        ...lambdaEnvironment({
          tableName: props.tableName,
          serviceName: `masterport-${props.event}`,
          ...(props.mail && { mailFrom: props.mail.from, appUrl: props.mail.appUrl }),
          ...(props.paymentGateway && {
            paymentGatewayUrl: props.paymentGateway.apiUrl,
            appSecretsArn: props.paymentGateway.appSecrets.secretArn,
          }),
        }),
        ...props.environment,
      },
    });
    this.task.role.addToPolicy(props.tableAccess);
    props.mail?.identity.grant(this.task.role, 'ses:SendEmail');
    props.paymentGateway?.appSecrets.grantRead(this.task.role);
    this.machine = props.runsThrough?.(this.task);
    // Our own role for the schedule, so the invoke grant's wildcard (the function's versions) is acknowledged where it is made.
    const invoker = new iam.Role(this, 'ScheduleRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      description: `EventBridge Scheduler: ${this.machine ? 'starts' : 'invokes'} ${props.event}`,
    });
    if (!this.machine)
      acknowledgeWildcardResources(
        invoker,
        [`${this.task.function.functionArn}:*`],
        `Invoking the ${props.event} function only: the grant covers its versions and aliases.`,
      );
    // A retried start or invocation is harmless (every run is idempotent), so it may retry for hours.
    const retries = { role: invoker, retryAttempts: 10, maxEventAge: Duration.hours(12) };
    this.schedule = new scheduler.Schedule(this, 'Schedule', {
      description: props.scheduleDescription,
      schedule: scheduler.ScheduleExpression.cron(props.cron),
      target: this.machine
        ? new schedulerTargets.StepFunctionsStartExecution(this.machine, {
            ...retries,
            input: scheduler.ScheduleTargetInput.fromObject({}),
          })
        : new schedulerTargets.LambdaInvoke(this.task.function, retries),
    });
  }
}
