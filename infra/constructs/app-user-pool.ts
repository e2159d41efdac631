import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ACCESS_TOKEN_MINUTES, SESSION_DAYS } from '@masterport/contract';

export interface AppUserPoolProps {
  readonly removalPolicy: RemovalPolicy;
}

/**
 * Identity only: the API owns sign-up, activation mail and sign-in (DESIGN section 4), so the
 * pool sends no mail of its own, lets nobody sign themselves up and exposes one public client
 * that the API calls server-side with USER_PASSWORD_AUTH and REFRESH_TOKEN_AUTH.
 */
export class AppUserPool extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AppUserPoolProps) {
    super(scope, id);
    const retain = props.removalPolicy === RemovalPolicy.RETAIN;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Users are created by our API (AdminCreateUser + AdminSetUserPassword) after its own checks.
      selfSignUpEnabled: false,
      // Our API sends the activation mail through SES and marks the address verified itself.
      autoVerify: { email: false },
      // At least 8 characters and no composition rules, as OWASP ASVS and NIST 800-63B advise.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OFF,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: retain,
      removalPolicy: props.removalPolicy,
    });

    this.client = this.userPool.addClient('ApiClient', {
      // A public client: the API calls InitiateAuth, which needs no secret and no IAM permission.
      generateSecret: false,
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      idTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      refreshTokenValidity: Duration.days(SESSION_DAYS),
    });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Composition rules are deliberately off: 8+ characters with no character-class rules (OWASP ASVS 2.1, NIST 800-63B); DESIGN section 4.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is not part of the specified product; sign-in failures are rate-limited per account and per address by the API.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus plan adds threat protection we implement in the API (rate limits, reCAPTCHA); Essentials is enough for identity storage and tokens.',
      },
    );
  }
}
