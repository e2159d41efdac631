import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { isAllowedDeliveryPort } from '@masterport/contract';

/**
 * Delivery targets are typed by users: before connecting, the host is resolved and every address
 * it gives must be public unicast (no loopback, private, link-local, metadata, CGNAT, multicast,
 * reserved, or IPv6 forms embedding them). The connection is then made to the address checked
 * here, not to the name again, so a DNS answer that changes in between (rebinding) is not used.
 * The system resolver reads numeric forms (`2130706433`, `0177.0.0.1`) as addresses, so they are
 * checked like any other answer.
 */
export type TargetRefusal = 'dns' | 'blocked_address' | 'blocked_port';

export class TargetAddressError extends Error {
  constructor(
    readonly problem: TargetRefusal,
    options?: { cause: unknown },
  ) {
    super(
      problem === 'dns'
        ? 'The host name does not resolve'
        : problem === 'blocked_port'
          ? 'The port is not one deliveries may use'
          : 'The host resolves to an address deliveries may not reach',
      options,
    );
    this.name = 'TargetAddressError';
  }
}

export interface TargetPolicy {
  /** The local cloud delivers to its own servers on 127.0.0.1; AWS never does. */
  allowLoopback: boolean;
}

type V4 = ipaddr.IPv4;
type V6 = ipaddr.IPv6;

const cidrs = <T extends ipaddr.IPv4 | ipaddr.IPv6>(...list: string[]) =>
  list.map((cidr) => ipaddr.parseCIDR(cidr) as [T, number]);
const within = <T extends ipaddr.IPv4 | ipaddr.IPv6>(address: T, list: [T, number][]) =>
  list.some((range) => address.match(range));

/** IPv4 ranges ipaddr.js 1.x still calls unicast although they are not public (RFC 6890: benchmarking). */
const V4_NOT_PUBLIC = cidrs<V4>('198.18.0.0/15');
/** Only global unicast (2000::/3) is public in IPv6 (RFC 4291); within it, these are not. */
const V6_GLOBAL = cidrs<V6>('2000::/3');
const V6_NOT_PUBLIC = cidrs<V6>(
  '2001::/23', // IETF protocol assignments (ORCHID, AS112, PCP anycast...); Teredo (2001::/32) is read before
  '2001:db8::/32',
  '3fff::/20', // documentation
);

const v4 = (bytes: number[]) => ipaddr.fromByteArray(bytes) as V4;

/**
 * The IPv4 addresses an IPv6 address carries, where a host or a relay on the way would hand the
 * connection to them: IPv4-mapped (::ffff:a.b.c.d) and its SIIT twin (::ffff:0:a.b.c.d),
 * IPv4-compatible (::a.b.c.d, which ipaddr.js calls unicast: `[::a9fe:a9fe]` is 169.254.169.254),
 * NAT64 (64:ff9b::/96, and 64:ff9b:1::/48 laid out as RFC 6052 says for a /48), 6to4 (2002::/16)
 * and Teredo (2001::/32: the server, and the client with its bits inverted). Undefined: none.
 */
export function embeddedIPv4(address: V6): V4[] | undefined {
  const b = address.toByteArray();
  const zero = (from: number, to: number) => b.slice(from, to).every((byte) => byte === 0);
  const last = v4(b.slice(12, 16));
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return [last];
  if (zero(0, 8) && b[8] === 0xff && b[9] === 0xff && zero(10, 12)) return [last];
  // ::/96 other than :: and ::1, which are the IPv6 unspecified and loopback addresses themselves.
  if (zero(0, 12) && !zero(12, 15)) return [last];
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) {
    if (zero(4, 12)) return [last];
    if (b[4] === 0x00 && b[5] === 0x01) return [v4([b[6]!, b[7]!, b[9]!, b[10]!])];
  }
  if (b[0] === 0x20 && b[1] === 0x02) return [v4(b.slice(2, 6))];
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x00 && b[3] === 0x00)
    return [v4(b.slice(4, 8)), v4(b.slice(12, 16).map((byte) => byte ^ 0xff))];
  return undefined;
}

function allowedV4(address: V4, policy: TargetPolicy): boolean {
  const range = address.range();
  if (range === 'unicast') return !within(address, V4_NOT_PUBLIC);
  return policy.allowLoopback && range === 'loopback';
}

/** Whether one address may be connected to under the policy. */
export function isAllowedAddress(address: string, policy: TargetPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return allowedV4(parsed as V4, policy);
  const six = parsed as V6;
  // An IPv6 form that embeds IPv4 addresses is judged by every one of them, whatever its own range.
  const embedded = embeddedIPv4(six);
  if (embedded) return embedded.every((inner) => allowedV4(inner, policy));
  if (six.range() === 'loopback') return policy.allowLoopback;
  return within(six, V6_GLOBAL) && !within(six, V6_NOT_PUBLIC) && six.range() === 'unicast';
}

/**
 * Whether a port may be connected to (the contract's rule, which the save applies too): 1024 and
 * above, or FTP's 21 and 990. S3 goes over HTTPS (443) by the SDK, to endpoints it chooses itself,
 * so it is not checked here.
 */
export const isAllowedPort = isAllowedDeliveryPort;

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** The address to connect to for `host`, once every address the name resolves to is allowed, and the port too when given. */
export async function resolveTarget(
  host: string,
  policy: TargetPolicy,
  port?: number,
): Promise<{ address: string; family: 4 | 6 }> {
  if (port !== undefined && !isAllowedPort(port)) throw new TargetAddressError('blocked_port');
  let answers: { address: string; family: number }[];
  try {
    answers = await lookup(bare(host), { all: true, verbatim: true });
  } catch (error) {
    throw new TargetAddressError('dns', { cause: error });
  }
  if (answers.length === 0) throw new TargetAddressError('dns');
  // One forbidden answer refuses the name: a resolver may hand out any of them later.
  if (!answers.every((answer) => isAllowedAddress(answer.address, policy)))
    throw new TargetAddressError('blocked_address');
  const first = answers[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
