import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/**
 * Viewer-request code for the SPA's behaviour only: a path whose last segment has no file
 * extension is a client-side route, so it is served /index.html. This replaces distribution-wide
 * 403/404 error responses, which would also turn the API's own 404s into the SPA's page.
 */
export const SPA_REWRITE_CODE = `
function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (!/\\.[A-Za-z0-9]{1,8}$/.test(last)) {
    request.uri = '/index.html';
  }
  return request;
}
`.trim();

export class SpaRewriteFunction extends Construct {
  readonly function: cloudfront.Function;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new cloudfront.Function(this, 'Function', {
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve /index.html for client-side routes of the SPA',
    });
  }
}
