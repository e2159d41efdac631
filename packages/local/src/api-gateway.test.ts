import { describe, expect, it } from 'vitest';
import { matchRoute } from './api-gateway.ts';

describe('the local API Gateway route matching', () => {
  it('matches literal routes and fills path parameters', () => {
    expect(matchRoute('POST', '/api/authenticate/login')?.compiled.key).toBe('POST /api/authenticate/login');
    const details = matchRoute('GET', '/api/user/master-files/get-details/abc123');
    expect(details?.compiled.key).toBe('GET /api/user/master-files/get-details/{master_id}');
    expect(details?.pathParameters).toEqual({ master_id: 'abc123' });
  });

  it('prefers the most specific route, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/playlists/download/2026/key/prores')?.compiled.key).toBe(
      'GET /api/playlists/download/{created_on}/{hash_key}/prores',
    );
  });

  it('matches nothing for an unknown path or the wrong method', () => {
    expect(matchRoute('GET', '/api/authenticate/login')).toBeUndefined();
    expect(matchRoute('POST', '/api/../etc/passwd')).toBeUndefined();
  });
});
