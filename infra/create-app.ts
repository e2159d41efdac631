import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadStageConfig, type StageConfig } from './config/stage-config.ts';
import { createStacks, type AppStacks } from './stacks/create-stacks.ts';

export interface CreateAppOptions extends AppProps {
  /** The SPA build to deploy; default: web/dist when it has been built. */
  readonly assetsPath?: string | null;
}

/**
 * Builds the whole CDK app: stage config from context, the stacks, and cdk-nag's AWS Solutions
 * rules, which fail the synth on any finding that has not been acknowledged with a reason.
 * Shared by bin/app.ts and the infra tests so both synthesise the same thing.
 */
export function createApp(options: CreateAppOptions = {}): { app: App; config: StageConfig; stacks: AppStacks } {
  const { assetsPath, ...appProps } = options;
  const app = new App(appProps);
  const config = loadStageConfig(app);
  const stacks = createStacks(app, config, { assetsPath });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, config, stacks };
}
