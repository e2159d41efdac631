import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Delivery targets are typed by users: before connecting, the host is resolved and every address
 * it gives must be public unicast (no loopback, private, link-local, metadata, CGNAT, multicast,
 * reserved, or IPv6 forms embedding them). The connection is then made to the address checked
 * here, not to the name again, so a DNS answer that changes in between (rebinding) is not used.
 * The system resolver reads numeric forms (`2130706433`, `0177.0.0.1`) as addresses, so they are
 * checked like any other answer.
 */
export type TargetRefusal = 'dns' | 'blocked_address';

export class TargetAddressError extends Error {
  constructor(readonly problem: TargetRefusal, options?: { cause: unknown }) {
    super(problem === 'dns' ? 'The host name does not resolve' : 'The host resolves to an address deliveries may not reach', options);
    this.name = 'TargetAddressError';
  }
}

export interface TargetPolicy {
  /** The local cloud delivers to its own servers on 127.0.0.1; AWS never does. */
  allowLoopback: boolean;
}

/** Whether one address may be connected to under the policy. */
export function isAllowedAddress(address: string, policy: TargetPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return true;
  return policy.allowLoopback && range === 'loopback';
}

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** The address to connect to for `host`, once every address the name resolves to is allowed. */
export async function resolveTarget(host: string, policy: TargetPolicy): Promise<{ address: string; family: 4 | 6 }> {
  let answers: { address: string; family: number }[];
  try {
    answers = await lookup(bare(host), { all: true, verbatim: true });
  } catch (error) {
    throw new TargetAddressError('dns', { cause: error });
  }
  if (answers.length === 0) throw new TargetAddressError('dns');
  // One forbidden answer refuses the name: a resolver may hand out any of them later.
  if (!answers.every((answer) => isAllowedAddress(answer.address, policy))) throw new TargetAddressError('blocked_address');
  const first = answers[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
