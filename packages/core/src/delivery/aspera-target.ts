import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import type { AsperaSettings } from '@masterport/contract';
import { ConnectionAttempt } from './connection-attempt.ts';
import { socketProblem } from './connection-problems.ts';
import { resolveTarget, type TargetPolicy } from './target-address.ts';

/** Whether IBM Aspera's `ascp` client is installed here (it is not an npm or Debian package). */
export const hasAscp = (): boolean => spawnSync('ascp', ['-A'], { stdio: 'ignore' }).status === 0;

/** Opens a TCP connection to the Aspera server's SSH port and waits for its banner. */
function reachSsh(address: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port, timeout: 10_000 });
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }));
    });
    socket.once('error', reject);
  });
}

/**
 * Reaches the server's SSH port at its checked address. Logging in and writing need `ascp`; where
 * it is not installed the test says so (`unavailable`) once the server has answered.
 */
export async function testAspera(settings: AsperaSettings, policy: TargetPolicy) {
  const attempt = new ConnectionAttempt((error) => socketProblem(error) ?? 'unknown');
  return attempt.run(async () => {
    const target = await attempt.step('resolve', () => resolveTarget(settings.host, policy, settings.tcp_port));
    attempt.address = target.address;
    await attempt.step('connect', () => reachSsh(target.address, settings.tcp_port));
    if (!hasAscp()) {
      await attempt.step('login', () =>
        Promise.reject(Object.assign(new Error('ascp is not installed'), { code: 'ASCP_UNAVAILABLE' })),
      );
    }
  });
}
