import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { lambdaEnvironment } from '@masterport/core/config';
import { AREAS, type Area } from '@masterport/contract';
import { apiEntry } from '../config/repo-paths.ts';
import { removalPolicyOf, type StageConfig } from '../config/stage-config.ts';
import { AreaFunction } from '../constructs/area-function.ts';
import { executionsArn } from '../constructs/executions-arn.ts';
import { FFMPEG_LAYER_ARCHITECTURE, FFMPEG_LAYER_SETTINGS } from '../constructs/ffmpeg-layer.ts';
import { ContractRoutes } from '../constructs/contract-routes.ts';
import type { SingleTable } from '../constructs/single-table.ts';
import { acknowledgeWildcardResources } from '../nag/acknowledge-wildcard-resources.ts';
import {
  AREA_ACCESS,
  readsAppSecret,
  IDENTITY_ADMIN_ACTIONS,
  S3_ACTIONS,
  TABLE_ACTIONS,
  type DataBucket,
  type S3Access,
} from './api-area-access.ts';

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly httpApi: apigwv2.HttpApi;
  readonly appUrl: string;
  readonly table: SingleTable;
  readonly buckets: Readonly<Record<DataBucket, s3.IBucket>>;
  readonly deliveryKey: kms.IKey;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly mailIdentity: ses.EmailIdentity;
  /** Started by the areas whose AREA_ACCESS says `startsProcessing`. */
  readonly masterProcessing: sfn.IStateMachine;
  /** Started by the areas whose AREA_ACCESS says `startsArchives`. */
  readonly archiveFiles: sfn.IStateMachine;
  /** A cancelled account's data archive (state-machines/account-archive). */
  readonly accountArchive: sfn.IStateMachine;
  /** Started by the areas whose AREA_ACCESS says `startsMasterArchiving`. */
  readonly masterArchiving: sfn.IStateMachine;
  /** Started by the areas whose AREA_ACCESS says `startsDelivery`. */
  readonly delivery: sfn.IStateMachine;
  /** The app secret (the card gateway's token, the reCAPTCHA secret), for the areas that use one. */
  readonly appSecrets: secretsmanager.ISecret;
  /** The processing stack's ffmpeg layer, for areas that draw stills in a request. */
  readonly ffmpegLayer: lambda.ILayerVersion;
}

/** One Lambda per area (functions/api/<area>/index.ts) and one route per documented call. */
export class ApiStack extends Stack {
  readonly functions: ReadonlyMap<Area, AreaFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    const functions = new Map<Area, AreaFunction>();
    for (const area of AREAS) {
      const fn = new AreaFunction(this, `Area-${area}`, {
        entry: apiEntry(area),
        description: `Masterport ${config.stage} API: ${area} calls`,
        logRetention: config.retention.logRetentionDays,
        removalPolicy: removalPolicyOf(config),
        environment: lambdaEnvironment({
          tableName: props.table.table.tableName,
          userPoolId: props.userPool.userPoolId,
          userPoolClientId: props.userPoolClient.userPoolClientId,
          mailFrom: config.mail.fromAddress,
          ...(AREA_ACCESS[area].receivesContactMessages ? { contactMailTo: config.mail.contactAddress } : {}),
          appUrl: props.appUrl,
          sourcesBucket: props.buckets.sources.bucketName,
          outputsBucket: props.buckets.outputs.bucketName,
          documentsBucket: props.buckets.documents.bucketName,
          serviceName: `masterport-api-${area}`,
          ...(config.maintenance ? { maintenance: '1' } : {}),
          ...(AREA_ACCESS[area].startsProcessing
            ? { masterProcessingStateMachineArn: props.masterProcessing.stateMachineArn }
            : {}),
          ...(AREA_ACCESS[area].startsArchives
            ? { archiveFilesStateMachineArn: props.archiveFiles.stateMachineArn }
            : {}),
          ...(AREA_ACCESS[area].startsMasterArchiving
            ? { masterArchivingStateMachineArn: props.masterArchiving.stateMachineArn }
            : {}),
          ...(AREA_ACCESS[area].startsAccountArchive
            ? { accountArchiveStateMachineArn: props.accountArchive.stateMachineArn }
            : {}),
          ...(AREA_ACCESS[area].startsDelivery ? { deliveryStateMachineArn: props.delivery.stateMachineArn } : {}),
          ...(AREA_ACCESS[area].deliveryCredentials ? { deliveryKmsKeyId: props.deliveryKey.keyArn } : {}),
          ...(AREA_ACCESS[area].ffmpeg ? FFMPEG_LAYER_SETTINGS : {}),
          ...(AREA_ACCESS[area].paymentGateway
            ? {
                paymentGatewayUrl: config.billing.gatewayApiUrl,
                paymentGatewayScriptUrl: config.billing.gatewayScriptUrl,
              }
            : {}),
          ...(AREA_ACCESS[area].adCodeRegistry && config.adCodes.registryUrl
            ? { adIdRegistryUrl: config.adCodes.registryUrl }
            : {}),
          ...(readsAppSecret(AREA_ACCESS[area]) ? { appSecretsArn: props.appSecrets.secretArn } : {}),
        }),
        ...(AREA_ACCESS[area].ffmpeg ? { architecture: FFMPEG_LAYER_ARCHITECTURE, layers: [props.ffmpegLayer] } : {}),
        ...(AREA_ACCESS[area].nodeModules ? { nodeModules: AREA_ACCESS[area].nodeModules } : {}),
        ...(AREA_ACCESS[area].x86 ? { architecture: lambda.Architecture.X86_64 } : {}),
      });
      this.grantAreaAccess(area, fn, props);
      functions.set(area, fn);
    }
    this.functions = functions;

    const routes = new ContractRoutes(this, 'Routes', {
      httpApi: props.httpApi,
      functions: new Map<Area, lambda.IFunction>([...functions].map(([area, fn]) => [area, fn.function])),
    });
    Validations.of(routes).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization runs in each area Lambda: the access token comes from an HttpOnly cookie or a Bearer header, and account membership and permission keys live in the table (DESIGN section 4). Public routes are public by contract.',
    });
  }

  private grantAreaAccess(area: Area, fn: AreaFunction, props: ApiStackProps): void {
    const access = AREA_ACCESS[area];
    fn.role.addToPolicy(new iam.PolicyStatement({ actions: [...TABLE_ACTIONS], resources: props.table.resourceArns }));
    if (access.identityAdmin) {
      fn.role.addToPolicy(
        new iam.PolicyStatement({ actions: [...IDENTITY_ADMIN_ACTIONS], resources: [props.userPool.userPoolArn] }),
      );
    }
    if (access.sendMail) props.mailIdentity.grant(fn.role, 'ses:SendEmail');
    if (readsAppSecret(access)) props.appSecrets.grantRead(fn.role);
    if (access.startsProcessing) {
      fn.role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['states:StartExecution'],
          resources: [props.masterProcessing.stateMachineArn],
        }),
      );
    }
    if (access.deliveryCredentials) {
      props.deliveryKey.grant(fn.role, 'kms:GenerateDataKey', 'kms:Decrypt');
      // Stations' roles live in their own AWS accounts, unknown until they type them: any role, which
      // the station's trust policy must allow with our account's id as the external id.
      const roles = 'arn:aws:iam::*:role/*';
      fn.role.addToPolicy(new iam.PolicyStatement({ actions: ['sts:AssumeRole'], resources: [roles] }));
      acknowledgeWildcardResources(
        fn.role,
        [roles],
        "Delivery to a station's bucket assumes a role of the station's own AWS account, typed by the station; its trust policy names our account and requires the external id.",
      );
    }
    if (access.startsDelivery) {
      fn.role.addToPolicy(
        new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [props.delivery.stateMachineArn] }),
      );
      // A new run asked for while one waits joins it if its execution still runs (core/distributions/destination-run.ts).
      const executions = executionsArn(this, props.delivery);
      fn.role.addToPolicy(new iam.PolicyStatement({ actions: ['states:DescribeExecution'], resources: [executions] }));
      acknowledgeWildcardResources(
        fn.role,
        [executions],
        'Whether a delivery execution still runs: the executions of the delivery state machine only, whose names are made per distribution and run.',
      );
    }
    if (access.startsMasterArchiving) {
      fn.role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['states:StartExecution'],
          resources: [props.masterArchiving.stateMachineArn],
        }),
      );
    }
    if (access.startsAccountArchive) {
      fn.role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['states:StartExecution'],
          resources: [props.accountArchive.stateMachineArn],
        }),
      );
    }
    if (access.startsArchives) {
      fn.role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['states:StartExecution'],
          resources: [props.archiveFiles.stateMachineArn],
        }),
      );
    }

    for (const [name, levels] of Object.entries(access.buckets ?? {}) as [DataBucket, readonly S3Access[]][]) {
      const objects = props.buckets[name].arnForObjects('*');
      const objectLevels = levels.filter((level) => level !== 'list');
      fn.role.addToPolicy(
        new iam.PolicyStatement({ actions: objectLevels.flatMap((level) => S3_ACTIONS[level]), resources: [objects] }),
      );
      if (levels.includes('list'))
        fn.role.addToPolicy(
          new iam.PolicyStatement({ actions: [...S3_ACTIONS.list], resources: [props.buckets[name].bucketArn] }),
        );
      acknowledgeWildcardResources(
        fn.role,
        [objects],
        `Object keys are created at run time (one per upload or output); the grant covers only the ${name} bucket's objects and the actions listed.`,
      );
    }
  }
}
