import { Readable } from 'node:stream';
import type * as BasicFtp from 'basic-ftp';
import type { Client } from 'basic-ftp';
import type { ConnectionProblem, FtpSettings } from '@masterport/contract';
import { socketProblem } from './connection-problems.ts';
import { ConnectionAttempt } from './connection-attempt.ts';
import { resolveTarget, type TargetPolicy } from './target-address.ts';

export interface FtpCredentials {
  username: string;
  password: string;
}

/** How long one FTP command may wait: enough for a slow station, short enough to answer a test. */
const FTP_TIMEOUT_MS = 15_000;

/**
 * basic-ftp, loaded by the first call that opens an FTP session (openFtp) rather than at every cold
 * start: the profile area installs it beside its bundle for the connection test alone.
 */
let basicFtp: typeof BasicFtp | undefined;

/** FTP reply codes a station engineer reads as the server's refusal, by step. */
export function ftpProblem(error: unknown, step: string): ConnectionProblem {
  // A server's reply can only follow an opened session, and opening one loaded basic-ftp.
  if (basicFtp && error instanceof basicFtp.FTPError) {
    if (error.code === 530 || error.code === 331 || error.code === 332) return 'login';
    if (error.code === 425 || error.code === 426) return 'passive';
    if (error.code === 534 || error.code === 431) return 'tls';
    if (step === 'folder') return 'folder';
    if (error.code >= 500) return 'permission';
  }
  const message = error instanceof Error ? error.message : '';
  if (/transfer strateg|passive|PASV|EPSV/i.test(message)) return 'passive';
  return socketProblem(error) ?? 'unknown';
}

/**
 * Opens a logged-in FTP(S) session to the checked address of the station's host. The TLS server
 * name stays the host's name, so a certificate is matched against what the station typed.
 */
export async function openFtp(
  settings: FtpSettings,
  credentials: FtpCredentials,
  policy: TargetPolicy,
  attempt: ConnectionAttempt,
): Promise<Client> {
  const target = await attempt.step('resolve', () => resolveTarget(settings.host, policy, settings.port));
  attempt.address = target.address;
  basicFtp ??= await import('basic-ftp');
  const client = new basicFtp.Client(FTP_TIMEOUT_MS);
  try {
    const isName = !/^[\d.]+$|:/.test(settings.host);
    const tls = {
      host: target.address,
      rejectUnauthorized: settings.verify_certificate,
      ...(isName ? { servername: settings.host } : {}),
    };
    // What `access()` does, step by step, so a refusal is told as the step it happened at.
    await attempt.step('connect', async () => {
      if (settings.security === 'implicit') await client.connectImplicitTLS(target.address, settings.port, tls);
      else await client.connect(target.address, settings.port);
      if (settings.security === 'explicit') await client.useTLS(tls);
    });
    await attempt.step('login', async () => {
      await client.login(credentials.username, credentials.password);
      await client.useDefaultSettings();
    });
    return client;
  } catch (error) {
    client.close();
    throw error;
  }
}

/** Connects, logs in, opens the target folder, writes a small file and deletes it. */
export async function testFtp(settings: FtpSettings, credentials: FtpCredentials, policy: TargetPolicy) {
  const attempt = new ConnectionAttempt(ftpProblem);
  return attempt.run(async () => {
    const client = await openFtp(settings, credentials, policy, attempt);
    try {
      await attempt.step('folder', () => client.cd(settings.target_folder));
      const name = `masterport-connection-test-${Date.now().toString(36)}.txt`;
      await attempt.step('write', () =>
        client.uploadFrom(Readable.from([`Masterport connection test. This file is deleted right away.\n`]), name),
      );
      await attempt.step('delete', () => client.remove(name));
    } finally {
      client.close();
    }
  });
}
