import { Fn, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface HttpApiGatewayProps {
  readonly stageName: string;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly logRetention: logs.RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The HTTP API shell: the API, its `$default` stage (so `/api/...` paths need no stage prefix
 * behind CloudFront), stage-wide throttling and JSON access logs. Routes are added elsewhere
 * from the contract.
 */
export class HttpApiGateway extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  /** Host name of the execute-api endpoint, for CloudFront's origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: HttpApiGatewayProps) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: `Masterport API (${props.stageName}): one route per documented call`,
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        // No headers or bodies: cookies and tokens must never reach the logs.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            sourceIp: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integration.latency',
            integrationStatus: '$context.integration.status',
            integrationError: '$context.integrationErrorMessage',
            error: '$context.error.message',
          }),
        ),
      },
    });
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
