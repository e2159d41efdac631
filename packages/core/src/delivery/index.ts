/** Delivery: how a broadcaster receives spots (its method, sealed credentials) and the connections to its servers. */
export * from './delivery-method.ts';
export * from './target-address.ts';
export * from './ftp-target.ts';
export * from './s3-target.ts';
export * from './aspera-target.ts';
export { ConnectionAttempt } from './connection-attempt.ts';
