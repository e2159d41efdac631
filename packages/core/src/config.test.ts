import { afterEach, describe, expect, it } from 'vitest';
import { config, lambdaEnvironment, resetConfig } from './config.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfig();
});

describe('Function: lambdaEnvironment', () => {
  it('writes the variables that config() reads back, so the stacks and the local cloud agree with the code', () => {
    // Prepare
    const settings = {
      tableName: 'table-1',
      outputsBucket: 'outputs-1',
      appUrl: 'https://app.example/',
      encoder: 'mediaconvert',
    } as const;

    // Act
    const environment = lambdaEnvironment(settings);
    Object.assign(process.env, environment);
    resetConfig();

    // Assess
    expect(environment).toEqual({
      TABLE_NAME: 'table-1',
      OUTPUTS_BUCKET: 'outputs-1',
      APP_URL: 'https://app.example/',
      ENCODER: 'mediaconvert',
    });
    expect([config().tableName, config().outputsBucket, config().appUrl, config().encoder]).toEqual([
      'table-1',
      'outputs-1',
      'https://app.example',
      'mediaconvert',
    ]);
  });
});

describe('Function: config', () => {
  it('names the missing variable on first use of a required setting, and lets a function run without the ones it never reads', () => {
    delete process.env.USER_POOL_ID;
    process.env.TABLE_NAME = 'table-2';
    resetConfig();
    expect(config().tableName).toBe('table-2');
    expect(() => config().userPoolId).toThrow('USER_POOL_ID');
  });

  it('refuses an encoder it does not know, and defaults to ffmpeg', () => {
    delete process.env.ENCODER;
    resetConfig();
    expect(config().encoder).toBe('ffmpeg');
    process.env.ENCODER = 'handbrake';
    resetConfig();
    expect(() => config().encoder).toThrow("ENCODER must be 'ffmpeg' or 'mediaconvert'");
  });
});
