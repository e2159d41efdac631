import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_DEFINITION } from '@masterport/data';
import { resourcesOfType, synthApp, type SynthesizedApp } from './support/synth-app.ts';

describe('data stack', () => {
  let dev: SynthesizedApp;
  let prod: SynthesizedApp;
  beforeAll(() => {
    dev = synthApp({ stage: 'dev' });
    prod = synthApp({ stage: 'prod' });
  });
  afterAll(() => dev.cleanup());
  afterAll(() => prod.cleanup());

  describe('table', () => {
    it('has the keys, indexes and TTL attribute of TABLE_DEFINITION', () => {
      dev.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [
          { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.timeToLiveAttribute, Enabled: true },
      });
      const [table] = Object.values(resourcesOfType(dev.templates.data, 'AWS::DynamoDB::Table'));
      const indexes = table?.Properties.GlobalSecondaryIndexes as {
        IndexName: string;
        KeySchema: { AttributeName: string }[];
      }[];
      expect(indexes.map((index) => index.IndexName)).toEqual(
        TABLE_DEFINITION.globalSecondaryIndexes.map((index) => index.indexName),
      );
      for (const definition of TABLE_DEFINITION.globalSecondaryIndexes) {
        const index = indexes.find((candidate) => candidate.IndexName === definition.indexName);
        expect(index?.KeySchema.map((key) => key.AttributeName)).toEqual([definition.partitionKey, definition.sortKey]);
      }
    });

    it('is on-demand, encrypted and recoverable to any point in time', () => {
      dev.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
    });

    it('survives stack deletion in prod, and is disposable in dev', () => {
      prod.templates.data.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      });
      dev.templates.data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    });
  });

  describe('buckets', () => {
    const dataBuckets = (synth: SynthesizedApp) =>
      (['sources', 'outputs', 'documents'] as const).map((name) => {
        const id = synth.stacks.data.getLogicalId(synth.stacks.data.buckets[name].node.defaultChild as never);
        const bucket = resourcesOfType(synth.templates.data, 'AWS::S3::Bucket')[id];
        if (!bucket) throw new Error(`bucket ${name} not found`);
        return { name, id, props: bucket.Properties };
      });

    it('block every kind of public access and encrypt at rest', () => {
      for (const bucket of Object.values(resourcesOfType(dev.templates.data, 'AWS::S3::Bucket'))) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(JSON.stringify(bucket.Properties.BucketEncryption)).toContain('AES256');
      }
    });

    it('refuse requests that are not made over TLS', () => {
      for (const { name, id } of dataBuckets(dev)) {
        const policies = Object.values(resourcesOfType(dev.templates.data, 'AWS::S3::BucketPolicy')).filter(
          (policy) => JSON.stringify(policy.Properties.Bucket) === JSON.stringify({ Ref: id }),
        );
        const statements = policies.flatMap(
          (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
        );
        expect(statements, name).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    });

    it('abort incomplete multipart uploads after two days and log access', () => {
      for (const { name, props } of dataBuckets(dev)) {
        expect(props.LifecycleConfiguration, name).toEqual({
          Rules: expect.arrayContaining([
            expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 2 }, Status: 'Enabled' }),
          ]),
        });
        expect(props.LoggingConfiguration, name).toEqual(expect.objectContaining({ LogFilePrefix: `${name}/` }));
      }
    });

    it("delete prepared zips after their 30 days, and logo uploads never completed and Transcribe's unread working files the next day", () => {
      const rules = (bucket: string) =>
        (
          dataBuckets(dev).find(({ name }) => name === bucket)!.props.LifecycleConfiguration as {
            Rules: Record<string, unknown>[];
          }
        ).Rules;
      expect(rules('outputs')).toContainEqual(
        expect.objectContaining({ Prefix: 'archives/', ExpirationInDays: 30, Status: 'Enabled' }),
      );
      expect(rules('outputs')).toContainEqual(
        expect.objectContaining({ Prefix: 'transcribe/', ExpirationInDays: 1, Status: 'Enabled' }),
      );
      expect(rules('documents')).toContainEqual(
        expect.objectContaining({ Prefix: 'logo-uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
      );
    });

    it('let the app origin PUT parts and read the ETag the upload needs to complete', () => {
      for (const { name, props } of dataBuckets(dev)) {
        const [rule] = (props.CorsConfiguration as { CorsRules: Record<string, unknown>[] }).CorsRules;
        expect(rule?.AllowedMethods, name).toEqual(expect.arrayContaining(['PUT', 'GET', 'HEAD']));
        expect(rule?.ExposedHeaders, name).toContain('ETag');
        expect(JSON.stringify(rule?.AllowedOrigins), name).toContain('https://');
        expect(JSON.stringify(rule?.AllowedOrigins), name).not.toContain('"*"');
      }
    });

    it('are kept on stack deletion in prod', () => {
      for (const { name, id } of dataBuckets(prod)) {
        expect(prod.templates.data.toJSON().Resources[id].DeletionPolicy, name).toBe('Retain');
      }
    });
  });
});
