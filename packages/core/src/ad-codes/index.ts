// The Ad-ID registry port, its adapter, the configured registry and the answer validate-unique-id gives.
export * from './ad-code-registry.ts';
export * from './ad-id-registry.ts';
export * from './registry.ts';
export * from './registry-answer.ts';
