import { describe, expect, it } from 'vitest';
import { parseCookie, presenceAccountId, presenceExpiry } from './cookies.ts';

describe('cookie parsing', () => {
  it('finds a cookie among others and decodes it', () => {
    const cookies = 'theme=dark; mp_presence_ai=acc_123456; note=a%20b';
    expect(parseCookie(cookies, 'mp_presence_ai')).toBe('acc_123456');
    expect(parseCookie(cookies, 'note')).toBe('a b');
  });

  it('does not match a cookie whose name only ends with the one asked for', () => {
    expect(parseCookie('xmp_presence_ai=evil', 'mp_presence_ai')).toBeUndefined();
  });

  it('treats an empty or missing presence cookie as signed out', () => {
    expect(presenceAccountId('')).toBeUndefined();
    expect(presenceAccountId('mp_presence_ai=')).toBeUndefined();
    expect(presenceAccountId('other=1')).toBeUndefined();
  });

  it('ignores a malformed value instead of throwing', () => {
    expect(parseCookie('mp_presence_ai=%E0%A4%A', 'mp_presence_ai')).toBeUndefined();
  });

  it('reads the access-token expiry as epoch seconds and rejects garbage', () => {
    expect(presenceExpiry('mp_presence_te=1767225600')).toBe(1767225600);
    expect(presenceExpiry('mp_presence_te=soon')).toBeUndefined();
    expect(presenceExpiry('')).toBeUndefined();
  });
});
