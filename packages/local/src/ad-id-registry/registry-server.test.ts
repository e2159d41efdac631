import { adIdRegistry, registryAnswer, RegistryUnanswered } from '@masterport/core/ad-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdIdRegistry, type LocalAdIdRegistry } from './registry-server.ts';

// The stand-in as the Ad-ID adapter reads it over HTTP: the same adapter the API uses against the registry.
let registry: LocalAdIdRegistry;
const API_KEY = 'stand-in-key';

beforeAll(async () => {
  registry = await startAdIdRegistry({ port: 0, apiKey: API_KEY });
});
afterAll(async () => {
  await registry.stop();
});

const adapter = (apiKey = API_KEY) => adIdRegistry({ baseUrl: registry.apiUrl, apiKey });

describe('the local Ad-ID registry, read by the Ad-ID adapter', () => {
  it('answers a seeded code with its facts, the length in seconds and the media as one text', async () => {
    expect(await adapter().lookup('MAPL1234000H')).toEqual({
      found: true,
      record: {
        code: 'MAPL1234000H',
        parent: 'Maple Holdings',
        advertiser: 'Maple Foods',
        brand: 'Pure Maple',
        product: 'Syrup',
        title: 'Winter Morning',
        length_seconds: 30,
        agency: 'North Agency',
        language: 'English',
        medium: 'Television: ALL, Internet Video',
      },
    });
  });

  it('reads each way the registry writes a length: "0:15" and "30 seconds"', async () => {
    const fifteen = await adapter().lookup('MAPL1235000H');
    const thirty = await adapter().lookup('MAPL1236000');
    expect(fifteen.found && fifteen.record.length_seconds).toBe(15);
    expect(thirty.found && thirty.record.length_seconds).toBe(30);
  });

  it('answers a code kept out of outlets’ access with its parent company only', async () => {
    const lookup = await adapter().lookup('MAPL1299000H');
    expect(lookup).toMatchObject({ found: true, record: { code: 'MAPL1299000H', parent: 'Maple Holdings' } });
    expect(lookup.found && [lookup.record.advertiser, lookup.record.title, lookup.record.length_seconds]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('does not know a code nobody registered', async () => {
    expect(await adapter().lookup('ZZZZ9999000')).toEqual({ found: false });
  });

  it('knows a code a test adds, and tells nothing to a caller without our key', async () => {
    registry.addCode({ adId: 'TEST0001000', advertiser: 'Test Co', adTitle: 'Added', length: 10 });
    const added = await adapter().lookup('TEST0001000');
    expect(added.found && added.record).toMatchObject({ advertiser: 'Test Co', title: 'Added', length_seconds: 10 });
    await expect(adapter('wrong-key').lookup('TEST0001000')).rejects.toBeInstanceOf(RegistryUnanswered);
  });

  it('an outage leaves the question open: the look-up is unanswered, and validate-unique-id’s answer unavailable', async () => {
    registry.setFailing(true);
    try {
      await expect(adapter().lookup('MAPL1234000H')).rejects.toBeInstanceOf(RegistryUnanswered);
      expect(await registryAnswer(adapter(), 'MAPL1234000H', 'ad_id')).toEqual({ status: 'unavailable' });
    } finally {
      registry.setFailing(false);
    }
  });

  it('a registry too slow to answer is unanswered', async () => {
    const silent = adIdRegistry({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY, timeoutMs: 500 });
    await expect(silent.lookup('MAPL1234000H')).rejects.toBeInstanceOf(RegistryUnanswered);
  });
});

describe('the answer validate-unique-id gives, from the stand-in', () => {
  it('compares a slate with what the registry knows: a matching slate has no differences', async () => {
    const answer = await registryAnswer(adapter(), 'MAPL1234000H', 'ad_id', {
      announcer: 'MAPLE FOODS INC.',
      product: 'Pure Maple Syrup',
      title: 'winter morning',
      duration: 30,
    });
    expect(answer).toMatchObject({ status: 'found', differences: [] });
  });

  it('names each field that differs, with the registry’s value', async () => {
    const answer = await registryAnswer(adapter(), 'MAPL1234000H', 'ad_id', {
      announcer: 'Birch Foods',
      product: 'Pancakes',
      title: 'Summer Evening',
      duration: 15,
    });
    expect(answer.status === 'found' && answer.differences).toEqual([
      { field: 'announcer', registry: 'Maple Foods' },
      { field: 'product', registry: 'Syrup' },
      { field: 'title', registry: 'Winter Morning' },
      { field: 'duration', registry: '30' },
    ]);
  });

  it('says an unknown code is unknown, and asks nothing of a code under another system', async () => {
    const before = registry.lookupCount();
    expect(await registryAnswer(adapter(), 'ZZZZ9999000', 'ad_id')).toEqual({ status: 'unknown_code' });
    expect(await registryAnswer(adapter(), 'MAPL1234000H', 'isci')).toEqual({ status: 'not_asked' });
    expect(await registryAnswer(undefined, 'MAPL1234000H', 'ad_id')).toEqual({ status: 'unavailable' });
    expect(registry.lookupCount()).toBe(before + 1);
  });
});
