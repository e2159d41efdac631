import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface AccessLogBucketProps {
  readonly removalPolicy: RemovalPolicy;
  readonly retentionDays: number;
}

/**
 * Receives S3 server access logs and CloudFront standard logs for one stack. CloudFront's
 * standard logging writes with ACLs, so object ownership is "bucket owner preferred" here only.
 */
export function accessLogBucket(scope: Construct, id: string, props: AccessLogBucketProps): s3.Bucket {
  // No access logs of its own (that would log the logging); cdk-nag's S1 recognises a log target.
  return new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
    enforceSSL: true,
    encryption: s3.BucketEncryption.S3_MANAGED,
    lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(props.retentionDays) }],
    removalPolicy: props.removalPolicy,
    autoDeleteObjects: props.removalPolicy === RemovalPolicy.DESTROY,
  });
}
