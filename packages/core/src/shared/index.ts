// What every Lambda of every area needs: typed errors, the logger, random ids and tokens, and the
// authorisation of signed-in requests. Kept small: an area entry never pulls another area through here.
export * from '../errors.ts';
export * from '../logger.ts';
export * from '../random.ts';
export * from '../auth/authorize.ts';
export * from '../http-headers.ts';
export * from '../auth/operator.ts';
