import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { ROUTES, routeKey, type Area } from '@masterport/contract';

export interface ContractRoutesProps {
  readonly httpApi: apigwv2.IHttpApi;
  /** The Lambda that serves each area's routes. */
  readonly functions: ReadonlyMap<Area, lambda.IFunction>;
}

/** A readable, unique construct id for a route ('/' separates construct paths, so it goes). */
const routeId = (key: string): string => key.replace(/[/{}]+/g, '-').replace(/-+$/, '');

/**
 * One explicit API Gateway route per contract entry (`POST /api/user/...`), so an undocumented
 * path is answered by API Gateway and never reaches our code.
 *
 * `HttpLambdaIntegration` would add a Lambda permission per route; with ~200 routes those alone
 * pass CloudFormation's 500-resource limit. So each area gets one integration (with a stable id,
 * not one borrowed from its first route) and each function one permission for the whole API,
 * and the routes are plain `CfnRoute`s pointing at their area's integration.
 */
export class ContractRoutes extends Construct {
  readonly integrations: ReadonlyMap<Area, apigwv2.HttpIntegration>;

  constructor(scope: Construct, id: string, props: ContractRoutesProps) {
    super(scope, id);
    const integrations = new Map<Area, apigwv2.HttpIntegration>();
    for (const [area, handler] of props.functions) {
      integrations.set(
        area,
        new apigwv2.HttpIntegration(this, `Integration-${area}`, {
          httpApi: props.httpApi,
          integrationType: apigwv2.HttpIntegrationType.AWS_PROXY,
          integrationUri: handler.functionArn,
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
        }),
      );
      handler.addPermission('InvokeFromHttpApi', {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        action: 'lambda:InvokeFunction',
        sourceArn: props.httpApi.arnForExecuteApi(),
      });
    }
    this.integrations = integrations;

    for (const route of ROUTES) {
      const key = routeKey(route);
      const integration = integrations.get(route.area);
      if (!integration) throw new Error(`No function serves area "${route.area}" of ${key}`);
      new apigwv2.CfnRoute(this, routeId(key), {
        apiId: props.httpApi.apiId,
        // The same key the area handler dispatches on (event.routeKey).
        routeKey: key,
        // Authentication needs the table (membership, permission keys): the handler does it.
        authorizationType: 'NONE',
        target: `integrations/${integration.integrationId}`,
      });
    }
  }
}
