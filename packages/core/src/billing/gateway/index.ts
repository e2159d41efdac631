// The card gateway port, Helcim's adapter, what its answers mean, and charging a card once.
export * from './payment-gateway.ts';
export * from './gateway-answers.ts';
export * from './helcim-gateway.ts';
export * from './helcim-hash.ts';
export * from './gateway.ts';
export * from './charge-once.ts';
