// The local cloud's functions log warnings and errors unless MASTERPORT_LOG=1 asks for more.
process.env.POWERTOOLS_LOG_LEVEL ??= process.env.MASTERPORT_LOG === '1' ? 'INFO' : 'WARN';

// aws-local-stepfunctions needs Promise.withResolvers (Node 22); the machines here run Node 20.
if (!Promise.withResolvers) {
  Promise.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  } as typeof Promise.withResolvers;
}
export {};
