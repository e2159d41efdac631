import type { ConnectionProblem } from '@masterport/contract';
import { TargetAddressError } from './target-address.ts';

/**
 * Why a connection to a station's server failed, in the few words a station engineer acts on.
 * Only codes leave this module: a server's own reply text can echo a login, so it is never shown.
 */
const SOCKET_PROBLEMS = new Map<string, ConnectionProblem>([
  ['ENOTFOUND', 'dns'],
  ['EAI_AGAIN', 'dns'],
  ['EAI_NONAME', 'dns'],
  ['ECONNREFUSED', 'refused'],
  ['ECONNRESET', 'refused'],
  ['EHOSTUNREACH', 'refused'],
  ['ENETUNREACH', 'refused'],
  ['ETIMEDOUT', 'timeout'],
  ['ESOCKETTIMEDOUT', 'timeout'],
  ['DEPTH_ZERO_SELF_SIGNED_CERT', 'certificate'],
  ['SELF_SIGNED_CERT_IN_CHAIN', 'certificate'],
  ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'certificate'],
  ['CERT_HAS_EXPIRED', 'certificate'],
  ['ERR_TLS_CERT_ALTNAME_INVALID', 'certificate'],
  ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'certificate'],
  ['ASCP_UNAVAILABLE', 'unavailable'],
  ['EPROTO', 'tls'],
  ['ERR_SSL_WRONG_VERSION_NUMBER', 'tls'],
  ['ERR_TLS_HANDSHAKE_TIMEOUT', 'tls'],
]);

export function socketProblem(error: unknown): ConnectionProblem | undefined {
  if (error instanceof TargetAddressError) return error.problem;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    const known = SOCKET_PROBLEMS.get(code);
    if (known) return known;
    if (code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS')) return 'tls';
  }
  const message = error instanceof Error ? error.message : '';
  if (/timeout/i.test(message)) return 'timeout';
  // basic-ftp reads TLS alerts and closed sockets as these messages.
  if (/\bssl\b|\btls\b|certificate/i.test(message)) return 'tls';
  return undefined;
}
