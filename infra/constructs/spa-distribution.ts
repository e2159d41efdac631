import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledgeVendoredWildcards } from '../nag/acknowledge-vendored-wildcards.ts';
import { privateBucket } from './private-bucket.ts';
import { SPA_CACHE_CONTROL, SPA_HASHED_FOLDER } from './spa-delivery.ts';
import { SpaRewriteFunction } from './spa-rewrite-function.ts';

export interface SpaDistributionProps {
  /** Host name of the HTTP API's execute-api endpoint, served under /api/*. */
  readonly apiDomainName: string;
  readonly accessLogs: s3.IBucket;
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: logs.RetentionDays;
  /** A custom host name with its us-east-1 ACM certificate; omitted, the app uses *.cloudfront.net. */
  readonly appDomain?: { readonly name: string; readonly certificateArn: string };
  /** A built SPA (`web/dist`) to upload; omitted, the bucket is left as it is. */
  readonly assetsPath?: string;
}

/**
 * One origin for the SPA and the API (DESIGN section 1): `/api/*` goes to API Gateway uncached
 * with every viewer header but Host (so cookies and the CSRF header arrive), everything else to a
 * private bucket through Origin Access Control. Nothing is served over plain HTTP (the SPA
 * redirects to HTTPS, the API refuses HTTP) and both behaviours carry the same security headers.
 */
export class SpaDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly assetsBucket: s3.Bucket;
  /** `https://` origin of the app, without a trailing slash. */
  readonly appUrl: string;
  private readonly logRetention: logs.RetentionDays;

  constructor(scope: Construct, id: string, props: SpaDistributionProps) {
    super(scope, id);
    this.logRetention = props.logRetention;
    this.assetsBucket = privateBucket(this, 'Assets', {
      removalPolicy: props.removalPolicy,
      accessLogs: props.accessLogs,
    });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, no framing, no MIME sniffing, strict referrer',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        // Only directives that cannot break the SPA's third-party scripts (payment form, reCAPTCHA);
        // a script-src policy belongs with the SPA, which knows what it loads.
        contentSecurityPolicy: {
          contentSecurityPolicy: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
          override: true,
        },
      },
    });

    const rewrite = new SpaRewriteFunction(this, 'SpaRewrite');
    const certificate = props.appDomain
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.appDomain.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Masterport ${Stack.of(this).stackName}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      domainNames: props.appDomain ? [props.appDomain.name] : undefined,
      certificate,
      // Only a custom certificate lets CloudFront raise the viewer TLS floor.
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.assetsBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: rewrite.function, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // API Gateway routes by its own Host name; everything else (cookies, CSRF header) passes.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    this.appUrl = `https://${props.appDomain?.name ?? this.distribution.distributionDomainName}`;

    if (props.assetsPath) this.deployAssets(props.assetsPath);
    this.acknowledgeFindings(Boolean(props.appDomain));
  }

  private deployAssets(assetsPath: string): void {
    const logGroup = new logs.LogGroup(this, 'DeployAssetsLogs', {
      retention: this.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Two uploads because the two kinds of file are kept differently (spa-delivery.ts). Each
    // excludes the other's files, which also keeps its prune off them.
    const hashed = new s3deploy.BucketDeployment(this, 'DeployHashedAssets', {
      sources: [s3deploy.Source.asset(assetsPath)],
      destinationBucket: this.assetsBucket,
      exclude: ['*'],
      include: [`${SPA_HASHED_FOLDER}/*`],
      cacheControl: [s3deploy.CacheControl.fromString(SPA_CACHE_CONTROL.hashed)],
      prune: true,
      memoryLimit: 512,
      logGroup,
    });
    const named = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(assetsPath)],
      destinationBucket: this.assetsBucket,
      exclude: [`${SPA_HASHED_FOLDER}/*`],
      cacheControl: [s3deploy.CacheControl.fromString(SPA_CACHE_CONTROL.other)],
      // CloudFront keeps index.html at the edge like any object: a deploy must invalidate it.
      distribution: this.distribution,
      distributionPaths: ['/*'],
      prune: true,
      memoryLimit: 512,
      logGroup,
    });
    // The new index.html goes up only once the assets it names are there.
    named.node.addDependency(hashed);
    // The deployment's handler is a singleton at stack level, outside this construct.
    const stack = Stack.of(this);
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      Validations.of(child).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason:
            'CDK BucketDeployment handler (deploy-time only) uses the AWS basic execution policy for its own logs.',
        },
        {
          id: 'AwsSolutions-L1',
          reason: 'CDK BucketDeployment ships its handler with the Python runtime it was built and tested for.',
        },
      );
      acknowledgeVendoredWildcards(
        child,
        'CDK BucketDeployment handler, run only at deploy time: it copies from the CDK asset bucket into the SPA bucket (prune deletes old files) and invalidates the distribution, with the wildcards CDK defines.',
      );
    }
  }

  private acknowledgeFindings(customDomain: boolean): void {
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The platform serves studios and broadcasters worldwide; no country is to be blocked.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF yet: the API throttles per stage and rate-limits sign-in per account and address; a us-east-1 web ACL is a separate, paid decision.',
      },
    );
    if (!customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without appDomain the default *.cloudfront.net certificate is used, whose minimum protocol CloudFront fixes; setting appDomain enforces TLSv1.2_2021.',
      });
    }
  }
}
