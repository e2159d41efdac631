import type { Master, SendableFields } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { mastersPageKey, offeredMasters } from './master-picker.ts';

type PickerMaster = Pick<Master, 'id'> & SendableFields;
const master = (id: string, overrides: Partial<PickerMaster> = {}): PickerMaster => ({
  id,
  status: 'COMPLETED',
  qc_status: 'PASSED',
  is_draft: false,
  is_running: false,
  archived: false,
  archive_status: null,
  ...overrides,
});

describe('the wizard\u2019s master picker', () => {
  it('reads page after page of the masters list until a page says there is no more', () => {
    // Prepare
    const key = mastersPageKey('  winter ');

    // Act
    const keys = [key(0, null), key(1, { has_more: true }), key(2, { has_more: true }), key(3, { has_more: false })];

    // Assess
    expect(keys).toEqual([
      ['distribution-wizard', 'masters', 'winter', 1],
      ['distribution-wizard', 'masters', 'winter', 2],
      ['distribution-wizard', 'masters', 'winter', 3],
      null,
    ]);
  });

  it('sends a search no longer than the list call takes', () => {
    // Act
    const [, , search] = mastersPageKey('a'.repeat(200))(0, null)!;

    // Assess
    expect(search).toHaveLength(63);
  });

  it('offers the masters that may be sent, not those still processing, rejected by quality control or archived', () => {
    // Prepare
    const found = [
      master('ready'),
      master('warned', { qc_status: 'WARNING' }),
      master('running', { status: 'QUALITY_CONTROL' }),
      master('rejected', { qc_status: 'REJECTED' }),
      master('archived', { archived: true, archive_status: 'archived' }),
      master('rerunning', { is_running: true }),
    ];

    // Act
    const offered = offeredMasters(found, [], new Map());

    // Assess
    expect(offered.map((item) => item.id)).toEqual(['ready', 'warned']);
  });

  it('keeps a chosen master a new search no longer finds, so its pill keeps its name', () => {
    // Prepare
    const chosen = master('chosen-earlier');
    const seen = new Map([[chosen.id, chosen]]);

    // Act
    const offered = offeredMasters([master('found-now')], ['chosen-earlier', 'never-seen'], seen);

    // Assess
    expect(offered.map((item) => item.id)).toEqual(['found-now', 'chosen-earlier']);
  });
});
