import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesOfType, synthApp, type SynthesizedApp } from './support/synth-app.ts';

describe('auth stack', () => {
  let synth: SynthesizedApp;
  beforeAll(() => {
    synth = synthApp();
  });
  afterAll(() => synth.cleanup());

  it('signs users in by e-mail, and only our API can create them', () => {
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  it('asks for 8 characters and no composition rules', () => {
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
    });
  });

  it('sends no verification mail of its own (the API does, through SES)', () => {
    const [pool] = Object.values(resourcesOfType(synth.templates.auth, 'AWS::Cognito::UserPool'));
    expect(pool?.Properties.AutoVerifiedAttributes ?? []).toEqual([]);
  });

  it('has one public client for USER_PASSWORD_AUTH with revocable 15-day refresh tokens', () => {
    synth.templates.auth.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      RefreshTokenValidity: 15 * 24 * 60,
      AccessTokenValidity: 60,
      TokenValidityUnits: Match.objectLike({ RefreshToken: 'minutes', AccessToken: 'minutes' }),
    });
  });

  it('verifies the configured mail domain in SES', () => {
    synth.templates.mail.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: synth.config.mail.domain });
  });
});
