import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, ROUTES, routeKey, type Area } from '@masterport/contract';
import { resourcesOfType, synthApp, type SynthesizedApp } from './support/synth-app.ts';

/** The one test file that runs esbuild (and stages the ffmpeg layer, from a stand-in archive) for real, as `cdk synth` does. */
describe('api stack', () => {
  let synth: SynthesizedApp;
  let functions: ReturnType<typeof resourcesOfType>;
  beforeAll(() => {
    synth = synthApp({ bundle: true });
    functions = resourcesOfType(synth.templates.api, 'AWS::Lambda::Function');
  });
  afterAll(() => synth.cleanup());

  const functionLogicalId = (area: Area): string => {
    const fn = synth.stacks.api.functions.get(area);
    if (!fn) throw new Error(`no function for ${area}`);
    return synth.stacks.api.getLogicalId(fn.function.node.defaultChild as CfnElement);
  };

  it('creates one explicit route per contract entry and nothing else', () => {
    // Prepare
    const routes = Object.values(resourcesOfType(synth.templates.api, 'AWS::ApiGatewayV2::Route'));
    const keys = routes.map((route) => route.Properties.RouteKey as string);
    // Assess
    expect(keys).toHaveLength(ROUTES.length);
    expect(new Set(keys)).toEqual(new Set(ROUTES.map(routeKey)));
    expect(keys.filter((key) => key.includes('{proxy+}') || key === '$default')).toEqual([]);
  });

  it('sends every route to the integration of its own area', () => {
    const integrations = resourcesOfType(synth.templates.api, 'AWS::ApiGatewayV2::Integration');
    const areaOfIntegration = new Map<string, Area>();
    for (const [id, integration] of Object.entries(integrations)) {
      const target = JSON.stringify(integration.Properties.IntegrationUri);
      const area = AREAS.find((candidate) => target.includes(`"${functionLogicalId(candidate)}"`));
      if (area) areaOfIntegration.set(id, area);
    }
    expect(Object.keys(integrations)).toHaveLength(AREAS.length);
    expect(new Set(areaOfIntegration.values())).toEqual(new Set(AREAS));

    const routes = Object.values(resourcesOfType(synth.templates.api, 'AWS::ApiGatewayV2::Route'));
    for (const route of routes) {
      const target = JSON.stringify(route.Properties.Target);
      const integrationId = [...areaOfIntegration.keys()].find((id) => target.includes(`"${id}"`));
      const expected = ROUTES.find((entry) => routeKey(entry) === route.Properties.RouteKey)?.area;
      expect(integrationId && areaOfIntegration.get(integrationId), String(route.Properties.RouteKey)).toBe(expected);
    }
  });

  it('gives each function exactly one invoke permission, scoped to the API', () => {
    const permissions = Object.values(resourcesOfType(synth.templates.api, 'AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(AREAS.length);
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(permission.Properties.SourceArn)).toContain(':execute-api:');
    }
    for (const area of AREAS) {
      const own = permissions.filter((p) =>
        JSON.stringify(p.Properties.FunctionName).includes(`"${functionLogicalId(area)}"`),
      );
      expect(own, area).toHaveLength(1);
    }
  });

  it('runs one Node.js 22 function per area (arm64; x86_64 with the ffmpeg layer for masters, and for documents and profile, whose canvas (PDF pages, logos) is a native module), traced, with source maps and a log group with retention', () => {
    expect(Object.keys(functions)).toHaveLength(AREAS.length);
    const logGroups = resourcesOfType(synth.templates.api, 'AWS::Logs::LogGroup');
    const mastersId = functionLogicalId('masters');
    const documentsId = functionLogicalId('documents');
    const profileId = functionLogicalId('profile');
    for (const [id, fn] of Object.entries(functions)) {
      const props = fn.Properties;
      expect(props.Runtime).toBe('nodejs22.x');
      // preview-slate draws the slate with ffmpeg: only the masters area carries the (x86_64) layer.
      expect(props.Architectures).toEqual([
        id === mastersId || id === documentsId || id === profileId ? 'x86_64' : 'arm64',
      ]);
      expect(Boolean(props.Layers), id).toBe(id === mastersId);
      if (id === mastersId)
        expect((props.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
          FFMPEG_PATH: '/opt/bin/ffmpeg',
          FONTS_DIR: '/opt/fonts',
        });
      expect(props.Handler).toBe('index.handler');
      expect(props.TracingConfig).toEqual({ Mode: 'Active' });
      const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
      const logGroupId = (props.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(logGroups[logGroupId]?.Properties.RetentionInDays).toBe(synth.config.retention.logRetentionDays);
    }
  });

  it('gives every function the configuration the handlers read', () => {
    const expected = [
      'TABLE_NAME',
      'USER_POOL_ID',
      'USER_POOL_CLIENT_ID',
      'MAIL_FROM',
      'APP_URL',
      'SOURCES_BUCKET',
      'OUTPUTS_BUCKET',
      'DOCUMENTS_BUCKET',
      'POWERTOOLS_SERVICE_NAME',
    ];
    for (const fn of Object.values(functions)) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables)).toEqual(expect.arrayContaining(expected));
      expect(variables.MAIL_FROM).toBe(synth.config.mail.fromAddress);
      expect(JSON.stringify(variables.APP_URL)).toContain('https://');
    }
  });

  it('bundles each area entry as minified ESM with a require shim and a source map', () => {
    for (const [area, fn] of Object.entries(functions)) {
      const key = (fn.Properties.Code as { S3Key: string }).S3Key;
      const dir = join(synth.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
      const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
      expect(code.startsWith("import { createRequire } from 'node:module';"), area).toBe(true);
      expect(code).toMatch(/export\s*\{[^}]*\bas handler\b|export\s*\{\s*handler\s*\}/);
      expect(existsSync(join(dir, 'index.mjs.map')), area).toBe(true);
    }
  });

  it('bundles the processing functions too, and stages the ffmpeg layer from its verified archive', () => {
    const processing = synth.templates.processing;
    const assetDir = (key: string) => join(synth.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
    for (const fn of Object.values(resourcesOfType(processing, 'AWS::Lambda::Function'))) {
      expect(existsSync(join(assetDir((fn.Properties.Code as { S3Key: string }).S3Key), 'index.mjs'))).toBe(true);
    }
    const [layer] = Object.values(resourcesOfType(processing, 'AWS::Lambda::LayerVersion'));
    const dir = assetDir((layer!.Properties.Content as { S3Key: string }).S3Key);
    for (const tool of ['ffmpeg', 'ffprobe']) expect(statSync(join(dir, 'bin', tool)).mode & 0o777, tool).toBe(0o755);
    expect(existsSync(join(dir, 'fonts', 'DejaVuSansMono.ttf'))).toBe(true);
  });

  it('stays well under the CloudFormation limit of 500 resources', () => {
    const count = Object.keys(synth.templates.api.toJSON().Resources as object).length;
    expect(count).toBeLessThan(500);
    // Headroom for the routes still to come: fail early if a change makes resources grow per route.
    expect(count).toBeLessThan(ROUTES.length + AREAS.length * 7 + 10);
  });
});
