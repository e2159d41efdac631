import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  ARCHIVE_DAYS,
  ARCHIVES_PREFIX,
  LOGO_UPLOAD_DAYS,
  LOGO_UPLOADS_PREFIX,
  TRANSCRIBE_WORK_DAYS,
  TRANSCRIBE_WORK_PREFIX,
} from '@masterport/contract';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { removalPolicyOf, type StageConfig } from '../config/stage-config.ts';
import { accessLogBucket } from '../constructs/access-log-bucket.ts';
import { privateBucket } from '../constructs/private-bucket.ts';
import { SingleTable } from '../constructs/single-table.ts';
import type { DataBucket } from './api-area-access.ts';

export interface DataStackProps extends StackProps {
  readonly config: StageConfig;
  /** The app's origin: browsers PUT upload parts and GET files from it with presigned URLs. */
  readonly appUrl: string;
}

/** Everything stateful that users' data lives in: kept on `cdk destroy` outside dev. */
export class DataStack extends Stack {
  readonly table: SingleTable;
  readonly buckets: Readonly<Record<DataBucket, s3.Bucket>>;
  /** Wraps the data keys of stations' delivery credentials (core/delivery/secret-box.ts). */
  readonly deliveryKey: kms.Key;
  /**
   * The app secret: one JSON object of the secret settings, by variable name (PAYMENT_GATEWAY_API_TOKEN,
   * RECAPTCHA_SECRET), read by the functions that need one (core/adapters/secrets.ts). Made without
   * the values, which an operator puts once (docs/billing-cards.md, "The gateway's token").
   */
  readonly appSecrets: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = removalPolicyOf(config);

    this.table = new SingleTable(this, 'Data', { removalPolicy, protect: removalPolicy === RemovalPolicy.RETAIN });

    const accessLogs = accessLogBucket(this, 'AccessLogs', {
      removalPolicy,
      retentionDays: config.retention.logRetentionDays,
    });
    const bucket = (name: DataBucket) =>
      // Sources announce finished uploads to EventBridge; the processing stack's rule starts the work.
      privateBucket(this, name, {
        removalPolicy,
        accessLogs,
        corsOrigins: [props.appUrl],
        eventBridge: name === 'sources',
        // Zips prepared for download (state-machines/archive-files) live as long as their item; Transcribe's
        // working files (docs/transcripts.md) are deleted once read, and expire the next day if never read.
        ...(name === 'outputs'
          ? { expireUnder: { [ARCHIVES_PREFIX]: ARCHIVE_DAYS, [TRANSCRIBE_WORK_PREFIX]: TRANSCRIBE_WORK_DAYS } }
          : {}),
        // A logo upload that never completed is gone the next day.
        ...(name === 'documents' ? { expireUnder: { [LOGO_UPLOADS_PREFIX]: LOGO_UPLOAD_DAYS } } : {}),
      });
    this.buckets = { sources: bucket('sources'), outputs: bucket('outputs'), documents: bucket('documents') };

    this.deliveryKey = new kms.Key(this, 'DeliveryCredentialsKey', {
      description: "Masterport: wraps the data keys that seal stations' delivery credentials",
      enableKeyRotation: true,
      removalPolicy,
    });

    this.appSecrets = new secretsmanager.Secret(this, 'AppSecrets', {
      description: `Masterport ${config.stage}: the card gateway's API token and the reCAPTCHA secret (a JSON object by variable name)`,
      removalPolicy,
    });
    Validations.of(this.appSecrets).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Both values are issued by third parties (Helcim's API token, Google's reCAPTCHA secret) and changed in their dashboards; an operator then puts the new value. No rotation function can do that.",
    });

    new CfnOutput(this, 'TableName', { value: this.table.table.tableName });
    new CfnOutput(this, 'AppSecretsArn', { value: this.appSecrets.secretArn });
    for (const [name, b] of Object.entries(this.buckets))
      new CfnOutput(this, `${name}BucketName`, { value: b.bucketName });
  }
}
