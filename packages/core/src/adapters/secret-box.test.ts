import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { openSecret, sealSecret } from './secret-box.ts';

const folder = mkdtempSync(join(tmpdir(), 'masterport-secret-box-'));
const context = { account_id: 'account-a', purpose: 'delivery-method:ftp' };

beforeAll(() => {
  process.env.DELIVERY_KEY_FILE = join(folder, 'delivery-key');
  delete process.env.DELIVERY_KMS_KEY_ID;
  resetConfig();
});

afterAll(() => {
  delete process.env.DELIVERY_KEY_FILE;
  resetConfig();
  rmSync(folder, { recursive: true, force: true });
});

describe('the secret box (envelope encryption of delivery credentials)', () => {
  it('opens what it sealed, and the sealed text holds nothing of the secret', async () => {
    const sealed = await sealSecret({ username: 'station', password: 'hunter2-very-secret' }, context);

    expect(sealed).not.toContain('hunter2');
    expect(sealed).not.toContain('station');
    expect(await openSecret(sealed, context)).toEqual({ username: 'station', password: 'hunter2-very-secret' });
    expect(statSync(join(folder, 'delivery-key')).mode & 0o777).toBe(0o600);
  });

  it('draws a new data key each time: the same secret never seals to the same text', async () => {
    const [first, second] = [
      await sealSecret({ password: 'same' }, context),
      await sealSecret({ password: 'same' }, context),
    ];

    expect(JSON.parse(first).key).not.toBe(JSON.parse(second).key);
    expect(JSON.parse(first).data).not.toBe(JSON.parse(second).data);
  });

  it('refuses a sealed value moved to another account or method, or changed', async () => {
    const sealed = await sealSecret({ password: 'hunter2' }, context);
    const tampered = JSON.parse(sealed) as { data: string };
    const bytes = Buffer.from(tampered.data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;

    await expect(openSecret(sealed, { ...context, account_id: 'account-b' })).rejects.toThrow();
    await expect(openSecret(sealed, { ...context, purpose: 'delivery-method:aspera' })).rejects.toThrow();
    await expect(
      openSecret(JSON.stringify({ ...tampered, data: bytes.toString('base64') }), context),
    ).rejects.toThrow();
  });
});
