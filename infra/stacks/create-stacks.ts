import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { webDistPath } from '../config/repo-paths.ts';
import type { StageConfig } from '../config/stage-config.ts';
import { ApiStack } from './api-stack.ts';
import { AuthStack } from './auth-stack.ts';
import { DataStack } from './data-stack.ts';
import { MailStack } from './mail-stack.ts';
import { ProcessingStack } from './processing-stack.ts';
import { WebStack } from './web-stack.ts';

export interface AppStacks {
  readonly web: WebStack;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly mail: MailStack;
  readonly processing: ProcessingStack;
  readonly api: ApiStack;
}

/**
 * Wires the stacks through typed props, in dependency order: web (HTTP API + CloudFront) ->
 * data, auth, mail -> processing (state machine, media task, S3 events) -> api (functions and
 * routes, some of which start processing). Stack names carry the stage, so several stages can
 * share an account.
 */
/** `assetsPath`: the SPA to deploy; undefined looks for web/dist, null deploys none. */
export function createStacks(app: App, config: StageConfig, options: { assetsPath?: string | null } = {}): AppStacks {
  const env: Environment = { account: config.account, region: config.region };
  const name = (part: string) => `masterport-${config.stage}-${part}`;
  const common = { env, config };

  const web = new WebStack(app, 'Web', {
    ...common,
    stackName: name('web'),
    assetsPath: options.assetsPath === undefined ? webDistPath() : (options.assetsPath ?? undefined),
  });
  const data = new DataStack(app, 'Data', { ...common, stackName: name('data'), appUrl: web.appUrl });
  const auth = new AuthStack(app, 'Auth', { ...common, stackName: name('auth') });
  const mail = new MailStack(app, 'Mail', { ...common, stackName: name('mail') });
  const processing = new ProcessingStack(app, 'Processing', {
    ...common,
    stackName: name('processing'),
    table: data.table,
    buckets: data.buckets,
    deliveryKey: data.deliveryKey,
    mailIdentity: mail.identity,
    appUrl: web.appUrl,
    appSecrets: data.appSecrets,
  });
  const api = new ApiStack(app, 'Api', {
    ...common,
    stackName: name('api'),
    httpApi: web.httpApi,
    appUrl: web.appUrl,
    table: data.table,
    buckets: data.buckets,
    deliveryKey: data.deliveryKey,
    userPool: auth.identity.userPool,
    userPoolClient: auth.identity.client,
    mailIdentity: mail.identity,
    masterProcessing: processing.stateMachine,
    archiveFiles: processing.archiveFiles,
    accountArchive: processing.accountArchive,
    delivery: processing.delivery,
    masterArchiving: processing.masterArchiving,
    ffmpegLayer: processing.ffmpegLayer.layer,
    appSecrets: data.appSecrets,
  });

  for (const stack of [web, data, auth, mail, processing, api]) {
    Tags.of(stack).add('app', 'masterport');
    Tags.of(stack).add('stage', config.stage);
  }
  return { web, data, auth, mail, processing, api };
}
