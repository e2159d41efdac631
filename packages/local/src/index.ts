import './polyfills.ts';
export * from './local-cloud.ts';
export { DEMO_OPERATOR, DEMO_PASSWORD, DEMO_USERS } from './seed.ts';
export type { StoredMail } from './ses-server.ts';
export { createApiGateway } from './api-gateway.ts';
export { startStepFunctions } from './step-functions.ts';
export { loadStateMachine } from './state-machines.ts';
export { LOCAL_STATION_S3_KEYS } from './s3-server.ts';
