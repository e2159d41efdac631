import type { StageConfigInput } from '../stage-config.ts';

/**
 * Production: stateful resources outlive their stacks, logs are kept for a year. Set the real
 * mail domain (and appDomain with its us-east-1 certificate) before the first deploy.
 */
export const prodStage: StageConfigInput = {
  stage: 'prod',
  mail: {
    domain: 'masterport.example',
    fromAddress: 'no-reply@masterport.example',
    contactAddress: 'contact@masterport.example',
  },
  retention: { removalPolicy: 'retain', logRetentionDays: 365 },
  api: { throttle: { rateLimit: 500, burstLimit: 1000 } },
};
