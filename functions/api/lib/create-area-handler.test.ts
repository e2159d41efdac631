import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { routeKey, siteAreaRoutes } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { createAreaHandler } from './create-area-handler.ts';

/** A call as API Gateway hands it to an area's function. */
const event = (key: string): APIGatewayProxyEventV2 =>
  ({
    routeKey: key,
    rawPath: `/${key.split(' /')[1]}`,
    headers: {},
    requestContext: { http: { method: key.split(' ')[0], sourceIp: '192.0.2.1' } },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;
const context = { functionName: 'masterport-api-site', awsRequestId: 'test' } as Context;

describe('an area handler', () => {
  it('answers 501 not_implemented, in the catalogue’s words, to each documented call of the area whose feature is not built', async () => {
    // Prepare: the site area as it would be with none of its calls built.
    const handler = createAreaHandler('site', siteAreaRoutes, []);
    // A call is checked (who calls, what it sends) before its feature: the calls without a body.
    const publicRoutes = siteAreaRoutes.filter(
      (route) => route.area === 'site' && route.access === 'public' && route.method === 'GET',
    );

    // Act
    const answers = await Promise.all(publicRoutes.map((route) => handler(event(routeKey(route)), context)));

    // Assess
    expect(publicRoutes.length).toBeGreaterThan(0);
    expect(handler.builtRouteKeys).toEqual([]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(501);
      expect(JSON.parse(answer.body!)).toMatchObject({ code: 'not_implemented' });
    }
  });
});
