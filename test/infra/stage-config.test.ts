import { describe, expect, it } from 'vitest';
import { loadStageConfig, stageConfigSchema } from '@masterport/infra/config/stage-config.ts';
import { devStage } from '@masterport/infra/config/stages/dev.ts';

/** Only the app's context matters here; a real App would create a cloud assembly directory. */
const appWith = (context: Record<string, unknown>) => ({
  node: { tryGetContext: (key: string): unknown => context[key] },
});

describe('stage config', () => {
  it('defaults to dev and to the ffmpeg encoder', () => {
    const config = loadStageConfig(appWith({}));
    expect(config.stage).toBe('dev');
    expect(config.encoder).toBe('ffmpeg');
  });

  it('picks the stage and the target environment from context', () => {
    const config = loadStageConfig(appWith({ stage: 'prod', account: '123456789012', region: 'eu-west-1' }));
    expect(config).toMatchObject({ stage: 'prod', account: '123456789012', region: 'eu-west-1' });
    expect(config.retention.removalPolicy).toBe('retain');
  });

  it('keeps the maintenance switch off unless the deploy turns it on, and refuses a switch it cannot read', () => {
    expect(loadStageConfig(appWith({})).maintenance).toBe(false);
    expect(loadStageConfig(appWith({ maintenance: 'true' })).maintenance).toBe(true);
    expect(loadStageConfig(appWith({ maintenance: 'false' })).maintenance).toBe(false);
    expect(() => loadStageConfig(appWith({ maintenance: 'yes' }))).toThrow(/maintenance/);
  });

  it('refuses an unknown stage instead of deploying a default', () => {
    expect(() => loadStageConfig(appWith({ stage: 'staging' }))).toThrow(/Unknown stage "staging"/);
  });

  it('refuses a malformed account id', () => {
    expect(() => loadStageConfig(appWith({ account: '1234' }))).toThrow(/Invalid stage config "dev"/);
  });

  it('requires the sender address to belong to the SES domain', () => {
    const result = stageConfigSchema.safeParse({
      ...devStage,
      mail: { ...devStage.mail, domain: 'masterport.example', fromAddress: 'no-reply@elsewhere.example' },
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('fromAddress');
  });

  it('requires a certificate with a custom app domain', () => {
    const result = stageConfigSchema.safeParse({ ...devStage, appDomain: { name: 'app.masterport.example' } });
    expect(result.success).toBe(false);
  });

  it('takes tax registration numbers only in the form the tax agencies issue them', () => {
    const parse = (billing: unknown) => stageConfigSchema.safeParse({ ...devStage, billing }).success;
    expect(parse({ gstHstRegistrationNumber: '123456789RT0001', qstRegistrationNumber: '1234567890TQ0001' })).toBe(
      true,
    );
    expect(parse({ gstHstRegistrationNumber: '123456789' })).toBe(false);
    expect(parse({ qstRegistrationNumber: '1234567890RT0001' })).toBe(false);
  });
});
