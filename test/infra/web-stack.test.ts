import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPA_CACHE_CONTROL } from '@masterport/infra/constructs/spa-delivery.ts';
import { SPA_REWRITE_CODE } from '@masterport/infra/constructs/spa-rewrite-function.ts';
import { resourcesOfType, synthApp, type SynthesizedApp } from './support/synth-app.ts';

interface Behavior {
  PathPattern?: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  ViewerProtocolPolicy: string;
  TargetOriginId: string;
  AllowedMethods: string[];
  FunctionAssociations?: { EventType: string }[];
  ResponseHeadersPolicyId?: unknown;
}

interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: {
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
    CustomOriginConfig?: { OriginProtocolPolicy: string };
  }[];
  CustomErrorResponses?: unknown[];
}

/** Runs the CloudFront Function's code on a request URI, as the viewer-request event would. */
const rewrite = (uri: string): string => {
  const handler = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri, headers: {} } }).uri;
};

describe('web stack', () => {
  let synth: SynthesizedApp;
  let config: DistributionConfig;
  beforeAll(() => {
    synth = synthApp();
    const [distribution] = Object.values(resourcesOfType(synth.templates.web, 'AWS::CloudFront::Distribution'));
    config = distribution?.Properties.DistributionConfig as DistributionConfig;
  });
  afterAll(() => synth.cleanup());

  it('sends /api/* to the HTTP API uncached, with every viewer header but Host, HTTPS only', () => {
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api?.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api?.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(api?.ViewerProtocolPolicy).toBe('https-only');
    expect(api?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST']));
    const origin = config.Origins.find((candidate) => candidate.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('ApiEndpoint');
    expect(origin?.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
  });

  it('serves the SPA from a private bucket through Origin Access Control, with its own rewrite', () => {
    const spa = config.DefaultCacheBehavior;
    const origin = config.Origins.find((candidate) => candidate.Id === spa.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(spa.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(spa.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    // Error responses would apply to /api/* too and hide the API's own 404s.
    expect(config.CustomErrorResponses).toBeUndefined();
    synth.templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('adds the security headers to both behaviours', () => {
    synth.templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.anyValue(),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.anyValue(),
          ContentSecurityPolicy: Match.anyValue(),
        },
      },
    });
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(config.CacheBehaviors.every((behavior) => behavior.ResponseHeadersPolicyId)).toBe(true);
  });

  it('rewrites client-side routes to /index.html, site pages to their prerendered files, and leaves files alone', () => {
    expect(rewrite('/')).toBe('/site/en/index.html');
    expect(rewrite('/fr/')).toBe('/site/fr/index.html');
    expect(rewrite('/fr/pricing')).toBe('/site/fr/pricing.html');
    expect(rewrite('/masters/list')).toBe('/index.html');
    expect(rewrite('/public/master/1700000000/ab12cd')).toBe('/index.html');
    expect(rewrite('/assets/index-4f2a.js')).toBe('/assets/index-4f2a.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    expect(rewrite('/locales/fr/translation.json')).toBe('/locales/fr/translation.json');
  });

  it('serves the sign-in page and the public links their prerendered documents, and nothing near them', () => {
    expect(rewrite('/account/login')).toBe('/app-pages/login.html');
    expect(rewrite('/account/login/')).toBe('/app-pages/login.html');
    expect(rewrite('/account/forgot-password')).toBe('/app-pages/forgotPassword.html');
    expect(rewrite('/m/1700000000/ab12cd')).toBe('/app-pages/publicMaster.html');
    expect(rewrite('/p/1700000000/ab12cd')).toBe('/app-pages/publicPlaylist.html');
    expect(rewrite('/d/2026-11-27T10%3A00%3A00.000Z/ab12cd')).toBe('/app-pages/publicDistribution.html');
    // Other addresses keep the SPA's document: a sign-up page, a house code link, a deeper path.
    expect(rewrite('/account/create')).toBe('/index.html');
    expect(rewrite('/account/login-help')).toBe('/index.html');
    expect(rewrite('/dhc/1700000000/ab12cd')).toBe('/index.html');
    expect(rewrite('/m/1700000000')).toBe('/index.html');
    expect(rewrite('/m/1700000000/ab12cd/extra')).toBe('/index.html');
    expect(rewrite('/app/m/1700000000/ab12cd')).toBe('/index.html');
  });

  it('owns the HTTP API stage, with access logs and throttling', () => {
    synth.templates.web.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.routeKey') },
      DefaultRouteSettings: {
        ThrottlingRateLimit: synth.config.api.throttle.rateLimit,
        ThrottlingBurstLimit: synth.config.api.throttle.burstLimit,
      },
    });
  });

  it('uploads no SPA when web/dist has not been built', () => {
    expect(Object.keys(synth.templates.web.findResources('Custom::CDKBucketDeployment'))).toEqual([]);
  });

  describe('with a built SPA', () => {
    let dist: string;
    let built: SynthesizedApp;
    beforeAll(() => {
      dist = mkdtempSync(join(tmpdir(), 'masterport-web-dist-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Masterport</title>');
      // Synthesises with cdk-nag too, so the deployment's own findings must be acknowledged.
      built = synthApp({ assetsPath: dist });
    });
    afterAll(() => {
      built.cleanup();
      rmSync(dist, { recursive: true, force: true });
    });

    it('uploads it and invalidates the distribution', () => {
      built.templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
        Prune: true,
        DistributionPaths: ['/*'],
      });
    });

    it('tells browsers to keep hashed assets a year and to revalidate the rest, as the local cloud does', () => {
      const deployments = Object.values(built.templates.web.findResources('Custom::CDKBucketDeployment')).map(
        (resource) =>
          (
            resource as {
              Properties: { Include?: string[]; Exclude?: string[]; SystemMetadata?: Record<string, string> };
            }
          ).Properties,
      );
      expect(
        deployments
          .map((deployment) => [deployment.Include, deployment.Exclude, deployment.SystemMetadata?.['cache-control']])
          .sort(),
      ).toEqual(
        [
          [['assets/*'], ['*'], 'public, max-age=31536000, immutable'],
          [undefined, ['assets/*'], 'no-cache'],
        ].sort(),
      );
      expect(SPA_CACHE_CONTROL).toEqual({ hashed: 'public, max-age=31536000, immutable', other: 'no-cache' });
    });

    it("keeps the upload handler's logs for the stage's retention", () => {
      const retentions = Object.values(built.templates.web.findResources('AWS::Logs::LogGroup')).map(
        (group) => (group as { Properties: { RetentionInDays?: number } }).Properties.RetentionInDays,
      );
      expect(retentions.every((days) => days === built.config.retention.logRetentionDays)).toBe(true);
      expect(retentions.length).toBeGreaterThanOrEqual(2);
    });
  });
});
