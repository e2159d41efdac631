import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { removalPolicyOf, type StageConfig } from '../config/stage-config.ts';
import { AppUserPool } from '../constructs/app-user-pool.ts';

export interface AuthStackProps extends StackProps {
  readonly config: StageConfig;
}

/** The Cognito user pool: identities and tokens; the API owns every user-facing flow. */
export class AuthStack extends Stack {
  readonly identity: AppUserPool;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.identity = new AppUserPool(this, 'Identity', { removalPolicy: removalPolicyOf(props.config) });
    new CfnOutput(this, 'UserPoolId', { value: this.identity.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.identity.client.userPoolClientId });
  }
}
