import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { SPA_REWRITE_CODE } from './spa-delivery.ts';

export { SPA_REWRITE_CODE };

export class SpaRewriteFunction extends Construct {
  readonly function: cloudfront.Function;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new cloudfront.Function(this, 'Function', {
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve site pages their prerendered files and /index.html for client-side routes of the SPA',
    });
  }
}
