import { resolve } from 'node:path';
import { binaryPath, FfmpegError, locatePocketsphinx, POCKETSPHINX_DEBIAN_PACKAGES } from '@masterport/media';
import { DEMO_OPERATOR, DEMO_PASSWORD, DEMO_USERS } from '../seed.ts';
import { REPO_ROOT, startLocalCloud } from '../local-cloud.ts';
import { logFailure } from '../guard.ts';
import { shownFolder } from '../shown-folder.ts';
import { ensureWebBuild } from '../web-build.ts';
import '../polyfills.ts';

// Every upload is checked and encoded with Debian's ffmpeg 5.1: without it the local cloud would accept
// sources it can never process, so it says what to install and stops before starting anything.
try {
  binaryPath('ffmpeg');
  binaryPath('ffprobe');
} catch (error) {
  if (!(error instanceof FfmpegError)) throw error;
  console.error(`Masterport cannot start: ${error.message}`);
  process.exit(1);
}

// Transcripts of masters without captions use pocketsphinx here; without it the local cloud still
// starts, and each such master's transcript says "no transcript locally" (docs/transcripts.md).
if (!locatePocketsphinx())
  console.warn(
    `No transcripts locally: install Debian's ${POCKETSPHINX_DEBIAN_PACKAGES.map((pkg) => `"${pkg}"`).join(' and ')} packages to have them.`,
  );

// `npm start` serves the SPA's production build, as CloudFront does (built first when web/ changed);
// `npm run dev` (`--dev`, or MASTERPORT_WEB=vite) serves web/ through Vite with hot reload.
const web = process.argv.includes('--dev') || process.env.MASTERPORT_WEB === 'vite' ? 'vite' : 'dist';
if (web === 'dist') await ensureWebBuild(REPO_ROOT);

// Fixed ports so sessions survive a restart (tokens name their issuer's port).
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(REPO_ROOT, process.env.MASTERPORT_DATA_DIR ?? '.data');
// The stage setting's local form: every API call answers 503 and the app shows /maintenance.
const maintenance = process.env.MASTERPORT_MAINTENANCE === '1';
const cloud = await startLocalCloud({
  dataDir,
  port,
  emulatorPorts: {
    dynamodb: port + 10,
    s3: port + 11,
    cognito: port + 12,
    ses: port + 13,
    sfn: port + 14,
    gateway: port + 15,
  },
  web,
  seed: true,
  log: process.env.MASTERPORT_LOG === '1',
  maintenance,
});

console.log(`
Masterport is running on the local cloud.

  App          ${cloud.url}${web === 'vite' ? ' (Vite dev server, hot reload)' : ''}
  Sent e-mail  ${cloud.mailUrl}
  Data         ${shownFolder(REPO_ROOT, dataDir)} (delete it to start over)

Demo sign-ins (password ${DEMO_PASSWORD}):
${DEMO_USERS.map((user) => `  ${user.account.padEnd(18)} ${user.email}`).join('\n')}
  ${'Operator (/ops)'.padEnd(18)} ${DEMO_OPERATOR.email}

Sources to try a master with: npm run samples (written to samples/, with the slate for each).

Emulators: DynamoDB ${cloud.endpoints.dynamodb}, S3 ${cloud.endpoints.s3}, Cognito ${cloud.endpoints.cognito}, SES ${cloud.endpoints.ses}, Step Functions ${cloud.endpoints.sfn}
Press Ctrl+C to stop.
`);
if (maintenance) console.log('Maintenance is on (MASTERPORT_MAINTENANCE=1): every API call answers 503 maintenance.');

// The last safety net of `npm start`: every server answers its own failures (guard.ts), and a
// failure none of them caught (an emulator's detached promise) is logged, without what it
// carries, while the local cloud keeps serving.
process.on('uncaughtException', (error) => logFailure('Local cloud: an uncaught failure, still serving', error));
process.on('unhandledRejection', (error) => logFailure('Local cloud: an unhandled rejection, still serving', error));

const stop = async () => {
  const { forced } = await cloud.stop();
  if (forced.length) console.log(`Stopped; forced: ${forced.join('; ')}`);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
