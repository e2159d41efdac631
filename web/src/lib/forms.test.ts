import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './forms.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a resolver loaded on first use (the sign-in form keeps zod out of its page)', () => {
  it('loads its checks once, on prefetch or on the first check, and answers as they do', async () => {
    let loads = 0;
    const checks = lazyResolver(async () => {
      loads += 1;
      return zodResolver(loginBody);
    });
    expect(loads).toBe(0);
    checks.prefetch();
    checks.prefetch();
    const refused = await checks.resolver({ email: 'not an address', password: '' }, undefined, options);
    const accepted = await checks.resolver({ email: 'Agency@Example.com', password: 'secret' }, undefined, options);
    expect(loads).toBe(1);
    expect(Object.keys(refused.errors).sort()).toEqual(['email', 'password']);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ email: 'agency@example.com' });
  });
});
