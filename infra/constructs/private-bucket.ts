import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps {
  readonly removalPolicy: RemovalPolicy;
  /** Where S3 writes server access logs; the prefix is the bucket's id so each bucket is easy to find. */
  readonly accessLogs: s3.IBucket;
  /** Browser origins allowed to PUT parts and GET objects with presigned URLs. */
  readonly corsOrigins?: readonly string[];
  /**
   * Send the bucket's events to EventBridge, where rules in other stacks can react to them. A
   * direct notification to a Lambda would make this (data) stack depend on the consumer's stack,
   * while the consumer already depends on this one for the bucket: a cycle.
   */
  readonly eventBridge?: boolean;
  /** Objects under these prefixes are deleted this many days after they were written. */
  readonly expireUnder?: Readonly<Record<string, number>>;
}

/**
 * The one shape of every bucket that holds user data: private, TLS only, encrypted, access-logged,
 * and never left holding the parts of an upload a browser gave up on.
 */
export function privateBucket(scope: Construct, id: string, props: PrivateBucketProps): s3.Bucket {
  const destroy = props.removalPolicy === RemovalPolicy.DESTROY;
  const bucket = new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    enforceSSL: true,
    encryption: s3.BucketEncryption.S3_MANAGED,
    serverAccessLogsBucket: props.accessLogs,
    serverAccessLogsPrefix: `${id}/`,
    // Resumable uploads keep parts for a while; two days covers a reload the next morning.
    lifecycleRules: [
      { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(2) },
      ...Object.entries(props.expireUnder ?? {}).map(([prefix, days]) => ({
        id: `expire-${prefix.replace(/\W+/g, '')}`,
        prefix,
        expiration: Duration.days(days),
      })),
    ],
    cors: props.corsOrigins
      ? [
          {
            allowedOrigins: [...props.corsOrigins],
            allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
            allowedHeaders: ['*'],
            // The browser needs each part's ETag to complete a multipart upload.
            exposedHeaders: ['ETag'],
            maxAge: 3000,
          },
        ]
      : undefined,
    removalPolicy: props.removalPolicy,
    autoDeleteObjects: destroy,
  });
  if (props.eventBridge) {
    // The bucket's own CloudFormation property rather than `eventBridgeEnabled`, which goes through
    // CDK's notifications custom resource (an extra Lambda with a wildcard S3 policy) for the same result.
    (bucket.node.defaultChild as s3.CfnBucket).notificationConfiguration = {
      eventBridgeConfiguration: { eventBridgeEnabled: true },
    };
  }
  return bucket;
}
