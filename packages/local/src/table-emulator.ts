/**
 * The local cloud's DynamoDB (dynalite behind the transaction shim) and its table, for core's unit
 * tests (core/src/testing): a rule's conditions meet the same emulator the integration tests do.
 * Only tests import this entry; nothing of core's production code reaches the local cloud.
 */
export { startDynamoDb } from './dynamodb/dynamodb-server.ts';
export { LOCAL_TABLE, provisionTable } from './provision.ts';
