import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect.ts';

describe('sign-in redirect', () => {
  it('keeps the original path and query in the redirect parameter', () => {
    expect(loginPath('/app/documents?page=2')).toBe('/account/login?redirect=%2Fapp%2Fdocuments%3Fpage%3D2');
  });

  it('keeps the path even when it is the default landing page', () => {
    expect(loginPath('/app/masters')).toBe('/account/login?redirect=%2Fapp%2Fmasters');
  });

  it('returns to a path of this site after sign-in', () => {
    expect(safeRedirect('/app/user/profile')).toBe('/app/user/profile');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
    '/account/login',
  ])('refuses %s and goes to the masters instead', (value) => {
    expect(safeRedirect(value)).toBe('/app/masters');
  });
});
