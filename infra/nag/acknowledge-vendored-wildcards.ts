import { Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges every IAM5 (wildcard) finding on the policies inside a construct that CDK ships
 * and we cannot narrow, such as BucketDeployment's handler. The findings are computed with
 * cdk-nag's own rule when the app is validated (after cross-stack references are resolved), so
 * exactly the wildcards that construct has today are acknowledged, and nothing of ours.
 */
export function acknowledgeVendoredWildcards(scope: IConstruct, reason: string): void {
  scope.node.addValidation({
    validate: () => {
      for (const node of scope.node.findAll()) {
        if (!(node instanceof iam.CfnPolicy)) continue;
        const findings = rules.iam.IAMNoWildcardPermissions(node);
        if (!Array.isArray(findings)) continue;
        Validations.of(node).acknowledge(
          ...findings.map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })),
        );
      }
      return [];
    },
  });
}
