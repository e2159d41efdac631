import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag's IAM5 finding for specific wildcard resources, such as `<bucket ARN>/*`.
 * A finding's id embeds the resource as the template will spell it, and for a value imported from
 * another stack that spelling only exists once CDK has resolved cross-stack references during
 * synthesis. So the acknowledgement is recorded in a validation hook, which runs after that
 * resolution and before cdk-nag reads acknowledgements.
 */
export function acknowledgeWildcardResources(scope: IConstruct, resources: readonly string[], reason: string): void {
  scope.node.addValidation({
    validate: () => {
      const stack = Stack.of(scope);
      Validations.of(scope).acknowledge(
        ...resources.map((resource) => ({
          id: `AwsSolutions-IAM5[Resource::${flattenCfnReference(stack.resolve(resource))}]`,
          reason,
        })),
      );
      return [];
    },
  });
}
