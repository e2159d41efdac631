// The call-letters area: the station directory, a broadcaster's own stations, an account's groups.
export * from './stations.ts';
export * from './groups.ts';
