import { Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthApp, type SynthesizedApp } from './support/synth-app.ts';

/** Every acknowledgement in the app, as `rule id -> reason`, with the construct it is on. */
function acknowledgements(synth: SynthesizedApp): { path: string; id: string; reason: string }[] {
  return synth.app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

describe.each(['dev', 'prod'] as const)('the whole app (%s)', (stage) => {
  let synth: SynthesizedApp;
  beforeAll(() => {
    // Synthesis itself fails on an unacknowledged finding, as `cdk synth` does.
    synth = synthApp({ stage });
  });
  afterAll(() => synth.cleanup());

  it('passes cdk-nag AWS Solutions checks: no finding left unacknowledged', () => {
    const report = new AwsSolutionsChecks().validateScope(synth.app);
    const open = report.violations.map((violation) => ({
      rule: violation.ruleName,
      severity: violation.severity,
      at: violation.violatingResources.map((resource) => resource.constructPath),
    }));
    expect(open).toEqual([]);
  });

  it('gives every acknowledgement a reason a reviewer can check', () => {
    const all = acknowledgements(synth).filter(({ id }) => id.includes('AwsSolutions-'));
    expect(all.length).toBeGreaterThan(0);
    for (const { path, id, reason } of all) {
      expect(reason.length, `${path} ${id}`).toBeGreaterThan(40);
    }
  });

  it('acknowledges nothing for a whole stack', () => {
    const stackPaths = new Set(
      synth.app.node
        .findAll()
        .filter(Stack.isStack)
        .map((stack) => stack.node.path),
    );
    const onStacks = acknowledgements(synth).filter(({ path }) => stackPaths.has(path));
    expect(onStacks).toEqual([]);
  });

  it('keeps every stack under the CloudFormation limit of 500 resources', () => {
    for (const [name, template] of Object.entries(synth.templates)) {
      expect(Object.keys(template.toJSON().Resources as object).length, name).toBeLessThan(500);
    }
  });

  it('sets a retention on every log group', () => {
    for (const [name, template] of Object.entries(synth.templates)) {
      for (const [id, group] of Object.entries(template.findResources('AWS::Logs::LogGroup'))) {
        expect(
          (group as { Properties: { RetentionInDays?: number } }).Properties.RetentionInDays,
          `${name}/${id}`,
        ).toBe(synth.config.retention.logRetentionDays);
      }
    }
  });

  it('runs every Node.js function of ours on nodejs22.x', () => {
    const runtimes = Object.entries(synth.templates).flatMap(([name, template]) =>
      Object.entries(template.findResources('AWS::Lambda::Function'))
        // CDK's own custom-resource handlers (bucket auto-delete in dev) pick their runtime.
        .filter(([id]) => !id.startsWith('Custom'))
        .map(([id, fn]) => ({
          at: `${name}/${id}`,
          runtime: (fn as { Properties: { Runtime: string } }).Properties.Runtime,
        })),
    );
    expect(runtimes.length).toBeGreaterThan(0);
    expect(runtimes.filter(({ runtime }) => runtime !== 'nodejs22.x')).toEqual([]);
  });

  it('names stacks by stage so several stages can share an account', () => {
    for (const stack of Object.values(synth.stacks))
      expect(stack.stackName).toMatch(new RegExp(`^masterport-${stage}-`));
  });
});
