import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { removalPolicyOf, type StageConfig } from '../config/stage-config.ts';
import { accessLogBucket } from '../constructs/access-log-bucket.ts';
import { HttpApiGateway } from '../constructs/http-api-gateway.ts';
import { SpaDistribution } from '../constructs/spa-distribution.ts';

export interface WebStackProps extends StackProps {
  readonly config: StageConfig;
  readonly assetsPath?: string;
}

/**
 * The public edge: CloudFront, the SPA's bucket, and the HTTP API itself (its stage, throttling
 * and access logs). The API lives here, not in the api stack, because the functions need the
 * app's URL (for links in e-mails) and, without a custom domain, that URL is CloudFront's
 * generated name: the order has to be HTTP API -> distribution -> functions and routes.
 */
export class WebStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly appUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = removalPolicyOf(config);

    const gateway = new HttpApiGateway(this, 'Api', {
      stageName: config.stage,
      throttle: config.api.throttle,
      logRetention: config.retention.logRetentionDays,
      removalPolicy,
    });
    const accessLogs = accessLogBucket(this, 'AccessLogs', {
      removalPolicy,
      retentionDays: config.retention.logRetentionDays,
    });
    const spa = new SpaDistribution(this, 'Spa', {
      apiDomainName: gateway.domainName,
      accessLogs,
      removalPolicy,
      logRetention: config.retention.logRetentionDays,
      appDomain: config.appDomain,
      assetsPath: props.assetsPath,
    });

    this.httpApi = gateway.httpApi;
    this.appUrl = spa.appUrl;
    new CfnOutput(this, 'AppUrl', { value: spa.appUrl, description: 'Open the app here' });
    new CfnOutput(this, 'AssetsBucketName', { value: spa.assetsBucket.bucketName });
    new CfnOutput(this, 'DistributionId', { value: spa.distribution.distributionId });
  }
}
