import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What a server's stop found open: connections with a request (or an upgrade) in flight, and idle keep-alive ones. */
export interface OpenConnections {
  active: number;
  idle: number;
}

/**
 * A server that can be stopped whatever its clients left open. `server.close()` only stops
 * listening and waits for every connection to end; `closeAllConnections()` ends the HTTP ones but
 * not a socket taken over by an upgrade (Vite's WebSocket), so the server keeps its own list of
 * sockets from their first byte, and which of them are busy, and destroys what is left.
 */
export function stoppable(server: Server) {
  const sockets = new Set<Socket>();
  const busy = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      busy.delete(socket);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    busy.add(req.socket);
    res.once('close', () => busy.delete(req.socket));
  });
  server.on('upgrade', (req: IncomingMessage) => busy.add(req.socket));
  return {
    /** Stops listening and ends every connection now; answers what was still open. */
    async stop(): Promise<OpenConnections> {
      const open = { active: busy.size, idle: sockets.size - busy.size };
      // The callback gets ERR_SERVER_NOT_RUNNING when it was never (or is no longer) listening: stopped all the same.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await closed;
      return open;
    },
  };
}

/**
 * Waits for `work` at most `ms`; answers whether it finished. The timer is cleared when the work
 * ends first and is unref'd, so a bound never keeps the process alive itself.
 */
export async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a stop had to force, one line a part: said by the teardowns and `npm start`. */
export interface StopReport {
  /** e.g. "S3: 1 request in flight cut, 2 idle keep-alive connections closed", "Step Functions: 1 execution aborted after 3 s (…)". */
  forced: string[];
  ms: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A server's line of the report, none when nothing was open. `idle` is left out for a backend
 * behind our own proxy, whose idle connections are the proxy's pool, not a client's.
 */
export function connections(label: string, open: OpenConnections, { idle = true } = {}): string[] {
  const parts = [
    ...(open.active ? [count(open.active, 'request in flight cut', 'requests in flight cut')] : []),
    ...(idle && open.idle
      ? [count(open.idle, 'idle keep-alive connection closed', 'idle keep-alive connections closed')]
      : []),
  ];
  return parts.length ? [`${label}: ${parts.join(', ')}`] : [];
}
