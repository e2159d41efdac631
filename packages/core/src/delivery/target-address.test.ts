import { describe, expect, it } from 'vitest';
import { isAllowedAddress, resolveTarget, TargetAddressError } from './target-address.ts';

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
  it.each([
    ['127.0.0.1'], ['localhost'], ['10.1.2.3'], ['172.16.5.4'], ['192.168.0.10'], ['169.254.169.254'], ['[::1]'], ['::1'],
    ['0.0.0.0'], ['100.64.0.1'], ['[fd00:ec2::254]'], ['[::ffff:127.0.0.1]'], ['[::ffff:a00:1]'], ['2130706433'], ['0177.0.0.1'], ['0x7f.0.0.1'],
    ['224.0.0.1'], ['255.255.255.255'], ['[fe80::1]'], ['[2002:7f00:1::]'],
  ])('refuses %s', async (host) => {
    expect(await refusal(host)).toBe('blocked_address');
  });

  it('refuses a name that resolves to loopback', async () => {
    expect(await refusal('localhost')).toBe('blocked_address');
  });

  it('allows public unicast addresses, and connects to the address it checked', async () => {
    expect(await resolveTarget('203.0.113.7', production).catch(() => 'refused')).toBe('refused'); // TEST-NET-3 is reserved
    expect(await resolveTarget('8.8.8.8', production)).toEqual({ address: '8.8.8.8', family: 4 });
    expect(await resolveTarget('[2606:4700:4700::1111]', production)).toEqual({ address: '2606:4700:4700::1111', family: 6 });
  });

  it('says when a name does not resolve', async () => {
    expect(await refusal('no-such-host.invalid')).toBe('dns');
  });

  it('lets the local cloud reach its own loopback servers, and nothing else private', async () => {
    expect(await resolveTarget('127.0.0.1', local)).toEqual({ address: '127.0.0.1', family: 4 });
    expect(isAllowedAddress('10.0.0.1', local)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', local)).toBe(false);
  });
});
