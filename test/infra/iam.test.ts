import type { CfnElement } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, type Area } from '@masterport/contract';
import {
  AREA_ACCESS,
  IDENTITY_ADMIN_ACTIONS,
  readsAppSecret,
  type DataBucket,
} from '@masterport/infra/stacks/api-area-access.ts';
import { resourcesOfType, synthApp, type SynthesizedApp } from './support/synth-app.ts';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

const actionsOf = (statement: Statement): string[] => [statement.Action].flat();

describe('least privilege', () => {
  let synth: SynthesizedApp;
  beforeAll(() => {
    synth = synthApp();
  });
  afterAll(() => synth.cleanup());

  /** Every Allow statement attached to an area function's role. */
  const statementsOf = (area: Area): Statement[] => {
    const fn = synth.stacks.api.functions.get(area);
    if (!fn) throw new Error(`no function for ${area}`);
    const roleId = synth.stacks.api.getLogicalId(fn.role.node.defaultChild as CfnElement);
    return Object.values(resourcesOfType(synth.templates.api, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .filter((statement) => statement.Effect === 'Allow');
  };
  const actionsFor = (area: Area) => statementsOf(area).flatMap(actionsOf);

  it('never grants a wildcard action, anywhere in the app', () => {
    for (const [name, template] of Object.entries(synth.templates)) {
      const documents = [
        ...Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).map((p) => p.Properties.PolicyDocument),
        ...Object.values(resourcesOfType(template, 'AWS::IAM::Role')).flatMap((r) =>
          ((r.Properties.Policies as { PolicyDocument: unknown }[] | undefined) ?? []).map((p) => p.PolicyDocument),
        ),
      ] as { Statement: Statement[] }[];
      const wildcards = documents
        .flatMap((doc) => doc.Statement)
        .filter((s) => s.Effect === 'Allow')
        .flatMap(actionsOf)
        .filter((action) => action === '*' || action.endsWith(':*'));
      expect(wildcards, name).toEqual([]);
    }
  });

  it('lets only auth and account administer users, and only with the listed actions', () => {
    for (const area of AREAS) {
      const cognito = actionsFor(area).filter((action) => action.startsWith('cognito-idp:'));
      if (area === 'auth' || area === 'account')
        expect(cognito.sort(), area).toEqual([...IDENTITY_ADMIN_ACTIONS].sort());
      else expect(cognito, area).toEqual([]);
    }
    expect(actionsFor('masters').some((action) => action.startsWith('cognito-idp:'))).toBe(false);
  });

  it("lets only auth, account, masters (partner-studio masters), profile (invitations), distributions (confirmation reports), ops (operators' decisions), plan (a final invoice) and site (contact messages) send e-mail, from the mail identity only", () => {
    for (const area of AREAS) {
      const ses = statementsOf(area).filter((s) => actionsOf(s).some((action) => action.startsWith('ses:')));
      if (
        area === 'auth' ||
        area === 'account' ||
        area === 'masters' ||
        area === 'profile' ||
        area === 'distributions' ||
        area === 'ops' ||
        area === 'plan' ||
        area === 'site'
      ) {
        expect(ses.flatMap(actionsOf), area).toEqual(['ses:SendEmail']);
        expect(JSON.stringify(ses[0]?.Resource)).toContain(':identity/');
      } else {
        expect(ses, area).toEqual([]);
      }
    }
  });

  it('lets only the areas that call the card gateway or check reCAPTCHA read the app secret, that secret only, and gives them its ARN', () => {
    const secretId = synth.stacks.data.getLogicalId(synth.stacks.data.appSecrets.node.defaultChild as CfnElement);
    const readers: Area[] = [];
    for (const area of AREAS) {
      const reads = statementsOf(area).filter((s) =>
        actionsOf(s).some((action) => action.startsWith('secretsmanager:')),
      );
      const functionId = synth.stacks.api.getLogicalId(
        synth.stacks.api.functions.get(area)!.function.node.defaultChild as CfnElement,
      );
      const variables = (
        resourcesOfType(synth.templates.api, 'AWS::Lambda::Function')[functionId]!.Properties.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      if (!reads.length) {
        expect(JSON.stringify(variables), area).not.toContain('APP_SECRETS_ARN');
        continue;
      }
      readers.push(area);
      expect(reads.flatMap(actionsOf).sort(), area).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
      expect(JSON.stringify(reads.map((s) => s.Resource)), area).toContain(secretId);
      expect(Object.keys(variables), area).toContain('APP_SECRETS_ARN');
    }
    expect(readers.sort()).toEqual(AREAS.filter((area) => readsAppSecret(AREA_ACCESS[area])).sort());
    expect(readers).toEqual(expect.arrayContaining(['auth', 'billing']));
  });

  it('lets only the areas that start a workflow start executions, of the machines they name only, each by reference', () => {
    const outputOf = (machine: { node: { defaultChild?: unknown } }) =>
      synth.stacks.processing.getLogicalId(machine.node.defaultChild as CfnElement);
    const machines = [
      {
        flag: 'startsProcessing',
        output: outputOf(synth.stacks.processing.stateMachine),
        variable: 'MASTER_PROCESSING_STATE_MACHINE_ARN',
      },
      {
        flag: 'startsArchives',
        output: outputOf(synth.stacks.processing.archiveFiles),
        variable: 'ARCHIVE_FILES_STATE_MACHINE_ARN',
      },
      {
        flag: 'startsDelivery',
        output: outputOf(synth.stacks.processing.delivery),
        variable: 'DELIVERY_STATE_MACHINE_ARN',
      },
      {
        flag: 'startsMasterArchiving',
        output: outputOf(synth.stacks.processing.masterArchiving),
        variable: 'MASTER_ARCHIVING_STATE_MACHINE_ARN',
      },
      {
        flag: 'startsAccountArchive',
        output: outputOf(synth.stacks.processing.accountArchive),
        variable: 'ACCOUNT_ARCHIVE_STATE_MACHINE_ARN',
      },
    ] as const;
    for (const area of AREAS) {
      const states = statementsOf(area).filter((s) => actionsOf(s).some((action) => action.startsWith('states:')));
      const fn = synth.stacks.api.functions.get(area)!;
      const fnId = synth.stacks.api.getLogicalId(fn.function.node.defaultChild as CfnElement);
      const env = (
        resourcesOfType(synth.templates.api, 'AWS::Lambda::Function')[fnId]?.Properties.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      const resources = JSON.stringify(states.map((s) => s.Resource));
      if (!machines.some((machine) => AREA_ACCESS[area][machine.flag])) expect(states, area).toEqual([]);
      // Those that start deliveries also ask whether a destination's execution still runs (a redistribute joins it).
      else
        expect([...new Set(states.flatMap(actionsOf))], area).toEqual(
          AREA_ACCESS[area].startsDelivery
            ? ['states:StartExecution', 'states:DescribeExecution']
            : ['states:StartExecution'],
        );
      const describes = states.filter((s) => actionsOf(s).includes('states:DescribeExecution'));
      for (const statement of describes) {
        expect(actionsOf(statement), area).toEqual(['states:DescribeExecution']);
        // The delivery machine's executions (`…:execution:<its name>:*`), nothing broader.
        expect(JSON.stringify(statement.Resource), area).toContain(':execution:');
        expect(JSON.stringify(statement.Resource), area).toContain(`Ref${machines[2].output}`);
      }
      const starts = states.filter((s) => !describes.includes(s));
      for (const machine of machines) {
        if (AREA_ACCESS[area][machine.flag]) {
          // A cross-stack reference to the processing stack's state machine, nothing broader.
          expect(resources, `${area} ${machine.flag}`).toContain(`Ref${machine.output}`);
          expect(JSON.stringify(env[machine.variable]), `${area} ${machine.flag}`).toContain(`Ref${machine.output}`);
        } else {
          expect(resources, `${area} ${machine.flag}`).not.toContain(`Ref${machine.output}`);
          expect(env[machine.variable], `${area} ${machine.flag}`).toBeUndefined();
        }
      }
      expect(JSON.stringify(starts.map((s) => s.Resource)), area).not.toContain('*');
    }
    expect(AREA_ACCESS.masters.startsProcessing).toBe(true);
    expect(AREA_ACCESS.distributions.startsDelivery).toBe(true);
    expect(AREA_ACCESS.masters.startsMasterArchiving).toBe(true);
  });

  it('gives every area item access to the table and its indexes, but no Scan', () => {
    for (const area of AREAS) {
      const dynamo = statementsOf(area).filter((s) => actionsOf(s).some((action) => action.startsWith('dynamodb:')));
      expect(dynamo.flatMap(actionsOf), area).toEqual(
        expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query']),
      );
      expect(dynamo.flatMap(actionsOf), area).not.toContain('dynamodb:Scan');
      expect(JSON.stringify(dynamo.map((s) => s.Resource)), area).toContain('/index/GSI1');
    }
  });

  it('grants S3 object access only to the areas that hand out or receive files, on their buckets only', () => {
    const bucketId = (name: DataBucket) =>
      synth.stacks.data.getLogicalId(synth.stacks.data.buckets[name].node.defaultChild as CfnElement);
    for (const area of AREAS) {
      const s3 = statementsOf(area).filter((s) => actionsOf(s).some((action) => action.startsWith('s3:')));
      const expected = Object.keys(AREA_ACCESS[area].buckets ?? {}) as DataBucket[];
      const granted = (['sources', 'outputs', 'documents'] as const).filter((name) =>
        s3.some((s) => JSON.stringify(s.Resource).includes(bucketId(name))),
      );
      expect(new Set(granted), area).toEqual(new Set(expected));
      // Objects (`<bucket ARN>/*`), and listing only where the area says so (masters: delete removes
      // every file under a master's prefixes); never another bucket-level action such as policy changes.
      const lists = Object.values(AREA_ACCESS[area].buckets ?? {}).some((levels) => levels.includes('list'));
      for (const statement of s3) {
        if (actionsOf(statement).includes('s3:ListBucket')) {
          expect(lists, area).toBe(true);
          expect(actionsOf(statement), area).toEqual(['s3:ListBucket']);
        } else {
          expect(JSON.stringify(statement.Resource), area).toContain('"/*"');
        }
      }
    }
    const s3Actions = (area: Area) => actionsFor(area).filter((action) => action.startsWith('s3:'));
    // Masters write only in user/mock: a demo master's sources copied from the samples.
    expect(new Set(s3Actions('masters'))).toEqual(
      new Set([
        's3:GetObject',
        's3:PutObject',
        's3:AbortMultipartUpload',
        's3:ListMultipartUploadParts',
        's3:DeleteObject',
        's3:ListBucket',
      ]),
    );
    expect(new Set(s3Actions('public'))).toEqual(new Set(['s3:GetObject']));
    expect(s3Actions('uploads')).toEqual(
      expect.arrayContaining(['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts']),
    );
    // A session carries a signed link to each account's logo: reading it is all auth may do.
    expect(s3Actions('auth')).toEqual(['s3:GetObject']);
    expect(s3Actions('profile')).toEqual(expect.arrayContaining(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']));
  });
});
