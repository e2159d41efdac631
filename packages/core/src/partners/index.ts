// Partner studios: who may create masters on an account's behalf, and who is told when they do.
export * from './partner-studios.ts';
