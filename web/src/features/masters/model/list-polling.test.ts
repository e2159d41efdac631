import { describe, expect, it } from 'vitest';
import { mergeStatuses, reloadsOnTransition, type MasterStatus } from './list-polling.ts';

type Row = MasterStatus & { title: string };
const row = (id: string, overrides: Partial<Row> = {}): Row => ({
  id,
  title: `Master ${id}`,
  status: 'QUALITY_CONTROL',
  qc_status: 'WAITING',
  is_running: true,
  progress: 15,
  locked: false,
  archived: false,
  archive_status: null,
  ...overrides,
});
const status = ({ title: _title, ...rest }: Row): MasterStatus => rest;

describe('list polling (seed 001 \u00a74)', () => {
  it('keeps the list when nothing that shows changed, even if the progress moved', () => {
    const list = [row('a'), row('b')];
    expect(mergeStatuses(list, [status({ ...list[0]!, progress: 40 }), status(list[1]!)])).toEqual({
      kind: 'unchanged',
    });
  });

  it('replaces only the rows whose status, QC, running, locked or archived flags changed', () => {
    const list = [row('a'), row('b'), row('c')];
    const outcome = mergeStatuses(list, [
      status({ ...list[0]!, status: 'COMPLETED', is_running: false, qc_status: 'PASSED', progress: 100 }),
      status(list[1]!),
      status({ ...list[2]!, locked: true }),
    ]);
    expect(outcome.kind).toBe('rows');
    if (outcome.kind !== 'rows') return;
    expect(outcome.changed).toEqual(['a', 'c']);
    expect(outcome.list[0]).toMatchObject({
      title: 'Master a',
      status: 'COMPLETED',
      qc_status: 'PASSED',
      progress: 100,
    });
    expect(outcome.list[1]).toBe(list[1]);
    expect(outcome.list[2]).toMatchObject({ locked: true });
  });

  it('reloads the whole list when the answer does not match it', () => {
    const list = [row('a'), row('b')];
    expect(mergeStatuses(list, [status(list[0]!)])).toEqual({ kind: 'reload' });
    expect(mergeStatuses(list, [status(list[0]!), status(row('z'))])).toEqual({ kind: 'reload' });
  });

  it('reloads the master page when it completes or waits for captions, and QC when it passes', () => {
    expect(reloadsOnTransition(undefined, { status: 'COMPLETED', qc_status: 'PASSED' })).toEqual({
      details: false,
      qualityControl: false,
    });
    expect(
      reloadsOnTransition(
        { status: 'WEB_OPTIMIZED_VERSIONS', qc_status: 'PASSED' },
        { status: 'COMPLETED', qc_status: 'PASSED' },
      ),
    ).toEqual({ details: true, qualityControl: false });
    expect(
      reloadsOnTransition(
        { status: 'QUALITY_CONTROL', qc_status: 'WAITING' },
        { status: 'WAITING_CAPTIONS', qc_status: 'WAITING_CAPTIONS' },
      ),
    ).toEqual({ details: true, qualityControl: false });
    expect(
      reloadsOnTransition(
        { status: 'QUALITY_CONTROL', qc_status: 'WAITING' },
        { status: 'CC_CONVERSION', qc_status: 'PASSED' },
      ),
    ).toEqual({ details: false, qualityControl: true });
  });
});
