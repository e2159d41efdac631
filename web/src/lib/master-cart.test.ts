import { beforeEach, describe, expect, it } from 'vitest';
import { CART_LIMIT, masterCart } from './master-cart.ts';

/** localStorage as the browser keeps it: strings by key. */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const master = (id: string) => ({ id, title: `Spot ${id}`, unique_id: `UID${id}`, master_type: 'PUB_TV_WEB' });

describe('Store: masterCart', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  it("keeps each account's masters apart, in the order they were added, and survives a reload of what is stored", () => {
    masterCart.toggle('acct-a', master('1'));
    masterCart.toggle('acct-a', master('2'));
    masterCart.toggle('acct-b', master('3'));

    expect(masterCart.items('acct-a').map((item) => item.id)).toEqual(['1', '2']);
    expect(masterCart.items('acct-b').map((item) => item.id)).toEqual(['3']);
    expect(JSON.parse(globalThis.localStorage.getItem('masterport.cart.acct-a')!)).toHaveLength(2);
  });

  it('takes a master out when toggled again, removes and clears, and forgets the key once empty', () => {
    masterCart.toggle('acct-a', master('1'));
    masterCart.toggle('acct-a', master('2'));
    masterCart.toggle('acct-a', master('1'));
    expect(masterCart.items('acct-a').map((item) => item.id)).toEqual(['2']);
    masterCart.remove('acct-a', '2');
    expect(masterCart.items('acct-a')).toEqual([]);
    expect(globalThis.localStorage.getItem('masterport.cart.acct-a')).toBeNull();
  });

  it('refuses a master past the limit, and reads a damaged entry as an empty cart', () => {
    for (let i = 0; i < CART_LIMIT; i += 1) expect(masterCart.toggle('acct-a', master(String(i)))).toBe(true);
    expect(masterCart.toggle('acct-a', master('over'))).toBe(false);
    expect(masterCart.items('acct-a')).toHaveLength(CART_LIMIT);
    globalThis.localStorage.setItem('masterport.cart.acct-c', '{not json');
    expect(masterCart.items('acct-c')).toEqual([]);
  });

  it('tells its listeners of every change', () => {
    let calls = 0;
    const stop = masterCart.subscribe(() => {
      calls += 1;
    });
    masterCart.toggle('acct-a', master('1'));
    masterCart.clear('acct-a');
    stop();
    masterCart.toggle('acct-a', master('2'));
    expect(calls).toBe(2);
  });
});
