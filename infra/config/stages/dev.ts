import type { StageConfigInput } from '../stage-config.ts';

/** A personal or shared development deployment: cheap to throw away, short log retention. */
export const devStage: StageConfigInput = {
  stage: 'dev',
  mail: {
    domain: 'dev.masterport.example',
    fromAddress: 'no-reply@dev.masterport.example',
    contactAddress: 'contact@dev.masterport.example',
  },
  encoder: 'ffmpeg',
  retention: { removalPolicy: 'destroy', logRetentionDays: 14 },
  api: { throttle: { rateLimit: 50, burstLimit: 100 } },
};
