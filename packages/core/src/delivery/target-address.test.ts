import { describe, expect, it } from 'vitest';
import { isAllowedAddress, isAllowedPort, resolveTarget, TargetAddressError } from './target-address.ts';

const production = { allowLoopback: false };
const local = { allowLoopback: true };

async function refusal(host: string, policy = production) {
  try {
    await resolveTarget(host, policy);
    return 'allowed';
  } catch (error) {
    return error instanceof TargetAddressError ? error.problem : `unexpected ${String(error)}`;
  }
}

describe('delivery targets (SSRF), in production configuration', () => {
  /**
   * Hostile forms of internal addresses, each as a station could type it in the host field: the
   * system resolver reads the numeric IPv4 forms (decimal, octal, hex, short) as addresses, and
   * every IPv6 form that embeds an IPv4 address is judged by the IPv4 address inside.
   */
  const HOSTILE = [
    // loopback, in every IPv4 spelling the resolver accepts
    '127.0.0.1',
    'localhost',
    '127.1',
    '127.0.1',
    '127.255.255.254',
    '2130706433',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '0x7f000001',
    '017700000001',
    '0x7f.1',
    '0177.1',
    // private, CGNAT, benchmarking, "this network", broadcast, multicast, reserved, documentation
    '10.1.2.3',
    '012.1.2.3',
    '167772161',
    '0xa.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.0.10',
    '3232235521',
    '0xc0.0xa8.0.1',
    '100.64.0.1',
    '100.127.255.254',
    '198.18.0.1',
    '198.19.255.255',
    '0.0.0.0',
    '0',
    '0.1.2.3',
    '255.255.255.255',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.7',
    // link-local and cloud metadata addresses
    '169.254.169.254',
    '2852039166',
    '0xa9.0xfe.0xa9.0xfe',
    '0251.0376.0251.0376',
    '169.254.169.123',
    '169.254.170.2',
    '[fd00:ec2::254]',
    '[fd00:ec2::23]',
    // IPv6 loopback, unspecified, link-local with and without zone ids, site-local, unique local, multicast, documentation, discard
    '[::1]',
    '::1',
    '[0:0:0:0:0:0:0:1]',
    '[::]',
    '[fe80::1]',
    '[fe80::1%25eth0]',
    'fe80::1%eth0',
    '[fe80::a9fe:a9fe%lo]',
    '[fec0::1]',
    '[fc00::1]',
    '[fd12:3456::1]',
    '[ff02::1]',
    '[2001:db8::1]',
    '[3fff::1]',
    '[100::1]',
    '[2001:10::1]',
    // IPv4-mapped (and SIIT) forms of loopback, private and metadata addresses
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::ffff:a00:1]',
    '[::ffff:169.254.169.254]',
    '[::ffff:a9fe:a9fe]',
    '[0:0:0:0:0:ffff:7f00:1]',
    '[::ffff:0:7f00:1]',
    '[::ffff:0:a9fe:a9fe]',
    // IPv4-compatible forms (ipaddr.js calls them unicast)
    '[::a9fe:a9fe]',
    '[::169.254.169.254]',
    '[::127.0.0.1]',
    '[::7f00:1]',
    '[::10.0.0.1]',
    '[::c0a8:1]',
    '[::0.0.0.2]',
    // NAT64 (well-known and local-use prefixes)
    '[64:ff9b::a9fe:a9fe]',
    '[64:ff9b::127.0.0.1]',
    '[64:ff9b::10.0.0.1]',
    '[64:ff9b:1:a9fe:a9:fe00::]',
    '[64:ff9b:1:7f00:0:100::]',
    // 6to4 of loopback, private and metadata addresses
    '[2002:7f00:1::]',
    '[2002:a9fe:a9fe::1]',
    '[2002:a00:1::]',
    '[2002:c0a8:101::1]',
    // Teredo: the client address is stored inverted (~169.254.169.254 = 5601:5601; ~127.0.0.1 = 80ff:fffe); a private Teredo server
    '[2001:0:4136:e378:8000:63bf:5601:5601]',
    '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
    '[2001:0:a00:1:8000:63bf:f7f7:f7f7]',
  ];

  it(`refuses ${HOSTILE.length} hostile forms of internal addresses`, async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(60);
    const results = await Promise.all(HOSTILE.map(async (host) => [host, await refusal(host)] as const));
    expect(results.filter(([, result]) => result !== 'blocked_address')).toEqual([]);
  });

  it('reads the public IPv4 address inside an embedding IPv6 form, and allows it', () => {
    for (const address of [
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
    ])
      expect(isAllowedAddress(address, production), address).toBe(true);
  });

  it("refuses ports below 1024 other than FTP's 21 and 990, before resolving anything", async () => {
    expect([21, 990, 1024, 2121, 33001, 65535].filter((port) => !isAllowedPort(port))).toEqual([]);
    expect([0, 1, 22, 25, 80, 110, 143, 443, 445, 1023, 65536, 21.5].filter((port) => isAllowedPort(port))).toEqual([]);
    await expect(resolveTarget('8.8.8.8', production, 22)).rejects.toMatchObject({ problem: 'blocked_port' });
    await expect(resolveTarget('8.8.8.8', production, 25)).rejects.toMatchObject({ problem: 'blocked_port' });
    expect(await resolveTarget('8.8.8.8', production, 21)).toEqual({ address: '8.8.8.8', family: 4 });
  });

  it('refuses a name that resolves to loopback', async () => {
    expect(await refusal('localhost')).toBe('blocked_address');
  });

  it('allows public unicast addresses, and connects to the address it checked', async () => {
    expect(await resolveTarget('203.0.113.7', production).catch(() => 'refused')).toBe('refused'); // TEST-NET-3 is reserved
    expect(await resolveTarget('8.8.8.8', production)).toEqual({ address: '8.8.8.8', family: 4 });
    expect(await resolveTarget('[2606:4700:4700::1111]', production)).toEqual({
      address: '2606:4700:4700::1111',
      family: 6,
    });
  });

  it('says when a name does not resolve', async () => {
    expect(await refusal('no-such-host.invalid')).toBe('dns');
  });

  it('lets the local cloud reach its own loopback servers, and nothing else private', async () => {
    expect(await resolveTarget('127.0.0.1', local)).toEqual({ address: '127.0.0.1', family: 4 });
    expect(isAllowedAddress('10.0.0.1', local)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', local)).toBe(false);
    expect(isAllowedAddress('::a9fe:a9fe', local)).toBe(false);
    expect(isAllowedAddress('::ffff:127.0.0.1', local)).toBe(true);
  });
});
