import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stage-config.ts';

export interface MailStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * The SES domain identity every e-mail is sent from. Its DKIM records are printed as outputs:
 * publish them in the domain's DNS, and ask AWS to leave the SES sandbox, before real users sign up.
 */
export class MailStack extends Stack {
  readonly identity: ses.EmailIdentity;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(props.config.mail.domain),
    });
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, { value: `${record.name} CNAME ${record.value}` });
    });
  }
}
