import { createServer, type Server } from 'node:net';

/**
 * Listens on loopback at `port` and answers the port bound. Port 0 lets the OS pick one at the
 * bind itself, so no other process (a test run beside this one) can take it between a choice and
 * the bind; a refused bind rejects instead of leaving the caller waiting for ever.
 */
export const listenOnLoopback = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });

/** Ports already handed out by this process: the OS may offer a just-closed port again before its emulator binds it. */
const handedOut = new Set<number>();

/** A free loopback port, for what must be told its port before it starts (a child process); never the same one twice. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probeFreePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

function probeFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Waits until `url` answers as `answers` accepts (by default any answer under 500). */
export async function waitForHttp(
  url: string,
  timeoutMs = 15_000,
  answers: (response: Response) => Promise<boolean> | boolean = (response) => response.status < 500,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await answers(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
