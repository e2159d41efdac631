import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  defineEntity,
  deleteItems,
  fieldsEqual,
  getItem,
  itemAbsent,
  MAX_TRANSACTION_STEPS,
  overFreshRead,
  putBuilt,
  putIfAbsent,
  putItem,
  queryAll,
  queryCount,
  queryOnce,
  queryPage,
  scanKinds,
  step,
  transact,
  transactInChunks,
  updateAndRead,
  updateItem,
} from './entity.ts';
import {
  BadCursorError,
  ConditionFailedError,
  TransactionConflictError,
  TransactionRaceError,
  tableError,
} from './errors.ts';
import { useTestTable } from './test-table.ts';

/**
 * The base against the local cloud's DynamoDB in process: the table is made from the same
 * definition the CDK app reads, so the conditions, key conditions and index reads here are the
 * ones the entities send.
 */
const table = useTestTable();

/** A made-up item kind: a numbered note in a shelf, listed on GSI1 by rank. */
const noteEntity = defineEntity({
  type: 'test_note',
  schema: z.object({
    shelf: z.string(),
    id: z.string(),
    rank: z.number().int().min(0),
    text: z.string().max(20),
    version: z.number().int(),
  }),
  key: (note) => ({ PK: `TESTSHELF#${note.shelf}`, SK: `NOTE#${note.id}` }),
  indexKeys: (note) => ({ GSI1PK: `TESTSHELF#${note.shelf}#BYRANK`, GSI1SK: String(note.rank).padStart(4, '0') }),
});
type Note = z.infer<typeof noteEntity.schema>;

const note = (shelf: string, id: string, overrides: Partial<Note> = {}): Note => ({
  shelf,
  id,
  rank: 0,
  text: 'hello',
  version: 1,
  ...overrides,
});
const keyOf = (value: Note) => noteEntity.key!(value);

describe('Module: entity (the table layer\u2019s base)', () => {
  it('puts an item only where none is: the second put-if-absent is refused and the first stays', async () => {
    // Prepare
    const first = note('absent', 'a', { text: 'first' });
    await putIfAbsent(table.db, noteEntity, first);

    // Act
    const refusal = await putIfAbsent(table.db, noteEntity, { ...first, text: 'second' }).catch(
      (caught: unknown) => caught,
    );

    // Assess
    expect(refusal).toBeInstanceOf(ConditionFailedError);
    expect(await getItem(table.db, noteEntity, keyOf(first))).toEqual(first);
  });

  it('refuses a conditional update whose condition fails, and applies it when it holds', async () => {
    // Prepare
    const stored = note('update', 'a', { version: 3 });
    await putItem(table.db, noteEntity, stored);

    // Act
    const stale = await updateItem(table.db, noteEntity, keyOf(stored), {
      set: { text: 'stale', version: 4 },
      when: fieldsEqual({ version: 2 }),
    }).catch((caught: unknown) => caught);
    const fresh = await updateAndRead(table.db, noteEntity, keyOf(stored), {
      set: { text: 'fresh', version: 4 },
      when: fieldsEqual({ version: 3 }),
    });

    // Assess
    expect(stale).toBeInstanceOf(ConditionFailedError);
    expect(fresh).toEqual({ ...stored, text: 'fresh', version: 4 });
  });

  it('cancels a whole transaction when one step\u2019s condition fails, naming that step', async () => {
    // Prepare
    const taken = note('transaction', 'taken');
    await putItem(table.db, noteEntity, taken);
    const fresh = note('transaction', 'fresh');

    // Act
    const error = await transact(table.db, [
      step.put(noteEntity, fresh, itemAbsent),
      step.put(noteEntity, taken, itemAbsent),
    ]).catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(TransactionConflictError);
    expect((error as TransactionConflictError).failedItems).toEqual([1]);
    expect(await getItem(table.db, noteEntity, keyOf(fresh))).toBeUndefined();
  });

  it('writes more steps than one transaction takes in several, every one of them', async () => {
    // Prepare
    const notes = Array.from({ length: MAX_TRANSACTION_STEPS + 1 }, (_, i) => note('chunks', `n${i}`, { rank: i }));

    // Act
    const oneTransaction = await transact(
      table.db,
      notes.map((value) => step.put(noteEntity, value)),
    ).catch((caught: unknown) => caught);
    await transactInChunks(
      table.db,
      notes.map((value) => step.put(noteEntity, value)),
    );

    // Assess
    expect(oneTransaction).toBeInstanceOf(Error);
    expect(await queryCount(table.db, { partition: 'TESTSHELF#chunks' })).toBe(MAX_TRANSACTION_STEPS + 1);
  });

  it('computes a write again over a fresh read when another write landed in between, and gives up on any other refusal', async () => {
    // Prepare: a counter note another writer raises once, between the first read and its write.
    const counter = note('fresh-read', 'counter');
    await putItem(table.db, noteEntity, counter);
    let reads = 0;
    const read = async () => {
      reads += 1;
      const current = (await getItem(table.db, noteEntity, keyOf(counter)))!;
      if (reads === 1) await putItem(table.db, noteEntity, { ...current, version: current.version + 1 });
      return current;
    };
    const raise = (current: Note) =>
      transact(table.db, [
        step.put(noteEntity, { ...current, version: current.version + 1 }, fieldsEqual({ version: current.version })),
      ]);

    // Act
    await overFreshRead(read, raise);
    const refused = await overFreshRead(read, () => Promise.reject(new Error('not a race'))).catch(
      (caught: unknown) => caught,
    );

    // Assess: read twice (the first write lost), raised once by the other writer and once here.
    expect((await getItem(table.db, noteEntity, keyOf(counter)))?.version).toBe(3);
    expect(reads).toBe(3);
    expect((refused as Error).message).toBe('not a race');
  });

  it("tries again a transaction DynamoDB cancelled for another one on the same item at the same instant (AWS's TransactionConflict)", async () => {
    // Prepare: the refusal as the SDK throws it in AWS (the local emulator serialises transactions).
    const cancelled = Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
    });
    let writes = 0;

    // Act
    const mapped = tableError(cancelled);
    const written = await overFreshRead(
      async () => writes,
      async () => {
        writes += 1;
        if (writes === 1) throw mapped;
        return 'written';
      },
    );

    // Assess
    expect(mapped).toBeInstanceOf(TransactionRaceError);
    expect([written, writes]).toEqual(['written', 2]);
  });

  it('lands every transaction sent at the same moment on one item: each the table cancelled for another (TransactionConflict) is sent again', async () => {
    // Prepare: six writers, each adding its own note and raising a shared counter by one.
    const counter = note('together', 'counter', { version: 0 });
    await putItem(table.db, noteEntity, counter);
    const writers = Array.from({ length: 6 }, (_, i) => note('together', `own-${i}`));

    // Act
    const results = await Promise.allSettled(
      writers.map((own) =>
        transact(table.db, [
          step.put(noteEntity, own),
          step.update(noteEntity, keyOf(counter), {
            expression: 'ADD #version :one',
            names: { '#version': 'version' },
            values: { ':one': 1 },
          }),
        ]),
      ),
    );

    // Assess: every transaction landed whole, so the counter counts them all.
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect((await getItem(table.db, noteEntity, keyOf(counter)))?.version).toBe(writers.length);
    for (const own of writers) expect(await getItem(table.db, noteEntity, keyOf(own))).toBeDefined();
  });

  it('refuses a write its schema refuses, before it reaches the table', async () => {
    // Prepare
    const valid = note('schema', 'a');
    await putItem(table.db, noteEntity, valid);

    // Act
    const badPut = await putItem(table.db, noteEntity, note('schema', 'b', { rank: -1 })).catch(
      (caught: unknown) => caught,
    );
    const badField = await updateItem(table.db, noteEntity, keyOf(valid), {
      set: { text: 'far longer than twenty characters' },
    }).catch((caught: unknown) => caught);
    const unknownField = await updateItem(table.db, noteEntity, keyOf(valid), { set: { colour: 'red' } }).catch(
      (caught: unknown) => caught,
    );

    // Assess
    expect(badPut).toBeInstanceOf(z.ZodError);
    expect(badField).toBeInstanceOf(z.ZodError);
    expect(String(unknownField)).toContain('test_note has no field colour');
    expect(await getItem(table.db, noteEntity, keyOf(note('schema', 'b')))).toBeUndefined();
    expect(await getItem(table.db, noteEntity, keyOf(valid))).toEqual(valid);
  });

  it('pages a range with cursors: every item once, in order, and no cursor after the last page', async () => {
    // Prepare
    const notes = Array.from({ length: 7 }, (_, i) => note('paging', `n${i}`, { rank: i }));
    for (const value of notes) await putItem(table.db, noteEntity, value);
    const range = { index: 'GSI1' as const, partition: 'TESTSHELF#paging#BYRANK' };

    // Act
    const pages: Note[][] = [];
    let cursor: string | undefined;
    do {
      const page = await queryPage(table.db, noteEntity, range, {
        limit: 3,
        descending: true,
        ...(cursor ? { cursor } : {}),
      });
      pages.push(page.items);
      cursor = page.cursor;
    } while (cursor && pages.length < 10);

    // Assess
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((value) => value.rank)).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });

  it('fills a page past the items a filter drops, reading on from where the table stopped', async () => {
    // Prepare
    for (let i = 0; i < 9; i += 1)
      await putItem(table.db, noteEntity, note('filtered', `n${i}`, { rank: i, text: i % 3 === 0 ? 'keep' : 'drop' }));
    const range = { partition: 'TESTSHELF#filtered', prefix: 'NOTE#' };
    const filter = { expression: '#text = :keep', names: { '#text': 'text' }, values: { ':keep': 'keep' } };

    // Act
    const first = await queryPage(table.db, noteEntity, range, { limit: 2, filter });
    const rest = await queryPage(table.db, noteEntity, range, { limit: 2, filter, cursor: first.cursor });

    // Assess
    expect(first.items.map((value) => value.id)).toEqual(['n0', 'n3']);
    expect(rest.items.map((value) => value.id)).toEqual(['n6']);
    expect(await queryAll(table.db, noteEntity, range, { filter })).toHaveLength(3);
  });

  it('refuses a cursor it did not make', async () => {
    await expect(
      queryPage(table.db, noteEntity, { partition: 'TESTSHELF#paging' }, { limit: 2, cursor: 'forged' }),
    ).rejects.toBeInstanceOf(BadCursorError);
  });

  it('reads one request from a raw start key, counts a range, and narrows it below a key', async () => {
    // Prepare
    for (let i = 0; i < 5; i += 1) await putItem(table.db, noteEntity, note('once', `n${i}`, { rank: i }));
    const range = { index: 'GSI1' as const, partition: 'TESTSHELF#once#BYRANK' };

    // Act
    const first = await queryOnce(table.db, noteEntity, range, { limit: 2, descending: true });
    const second = await queryOnce(table.db, noteEntity, range, {
      limit: 2,
      descending: true,
      ...(first.lastKey ? { startKey: first.lastKey } : {}),
    });
    const counted = await queryCount(table.db, range);
    const below = await queryAll(table.db, noteEntity, { ...range, below: '0003' });

    // Assess
    expect(first.items.map((value) => value.rank)).toEqual([4, 3]);
    expect(second.items.map((value) => value.rank)).toEqual([2, 1]);
    expect(counted).toBe(5);
    expect(below.map((value) => value.rank)).toEqual([0, 1, 2]);
  });

  it('stores a value at a key built elsewhere, finds it by kind in a scan, and deletes in a batch', async () => {
    // Prepare
    const marker = defineEntity({ type: 'test_marker', schema: z.object({ label: z.string() }) });
    const at = { PK: 'TESTMARKER#a', SK: 'HERE' };

    // Act
    await putBuilt(table.db, marker.itemAt(at, { label: 'kept' }));
    const found: Record<string, unknown>[] = [];
    for await (const page of scanKinds(table.db, [marker.type])) found.push(...page);
    await deleteItems(table.db, [at]);

    // Assess
    expect(found).toEqual([{ ...at, type: 'test_marker', label: 'kept' }]);
    expect(() => marker.itemAt(at, { label: 1 } as never)).toThrow(z.ZodError);
    expect(await getItem(table.db, marker, at)).toBeUndefined();
  });
});
