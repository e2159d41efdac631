/**
 * A station's FTP server (ftp-srv) in its own process, for the delivery benchmark: our sender and
 * curl then both talk to a server that shares no event loop with either. Prints `{ port, root }`
 * on its first line and serves until its standard input closes.
 */
import { startStationFtp } from '../integration/support/ftp-server.ts';

const server = await startStationFtp({
  security: 'none',
  username: 'station',
  password: process.argv[2] ?? 'bench-password',
});
process.stdout.write(`${JSON.stringify({ port: server.port, root: server.root })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
