import { Duration, Validations, type RemovalPolicy, type Size } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LOCK_FILE, REPO_ROOT } from '../config/repo-paths.ts';
import { areaBundling } from './area-bundling.ts';

export interface AreaFunctionProps {
  /** Absolute path of the entry file; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: logs.RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  /** arm64 unless the function runs native binaries built for another architecture (the ffmpeg layer). */
  readonly architecture?: lambda.Architecture;
  readonly layers?: readonly lambda.ILayerVersion[];
  /** /tmp size; Lambda's default is 512 MiB. */
  readonly ephemeralStorageSize?: Size;
  /** Packages installed beside the bundle instead of bundled: those that load their own files at run time (pdf.js's worker). */
  readonly nodeModules?: readonly string[];
}

/**
 * Every Lambda of ours (API areas, events, workflow tasks) has the same defaults (model
 * conventions 8): Node.js 22 on arm64 unless told otherwise, X-Ray
 * tracing, an explicit log group with retention, the bundling of `areaBundling`, and a role that
 * starts with nothing but permission to write to its own log group.
 */
export class AreaFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AreaFunctionProps) {
    super(scope, id);
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });

    // Our own role instead of the default one, whose AWS-managed policy may write to any log group.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: props.architecture ?? lambda.Architecture.ARM_64,
      layers: props.layers ? [...props.layers] : undefined,
      ephemeralStorageSize: props.ephemeralStorageSize,
      memorySize: props.memorySize ?? 1024,
      // HTTP APIs wait at most 30 s for an integration.
      timeout: props.timeout ?? Duration.seconds(29),
      description: props.description,
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: lambda.Tracing.ACTIVE,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: areaBundling(props.nodeModules),
    });

    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray PutTraceSegments and PutTelemetryRecords (added by active tracing) support no resource-level permissions.',
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to nodejs22.x on purpose: the code is developed and tested on Node 20/22 (DESIGN section 4c); move with the toolchain.',
    });
  }
}
