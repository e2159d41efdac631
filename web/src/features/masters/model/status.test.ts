import { QC_STATUSES, STAGE_CODES, type Master } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { isActive, MASTER_STATE_TONE, masterState, QC_ITEM_TONE, QC_STATUS_TONE, TONE_COLOR } from './status.ts';

const master = (overrides: Partial<Master> = {}) =>
  ({
    status: 'CREATED',
    qc_status: 'WAITING',
    is_running: false,
    is_draft: false,
    processing_error: null,
    ...overrides,
  }) as Pick<Master, 'status' | 'qc_status' | 'is_running' | 'is_draft' | 'processing_error'>;

describe('status badges', () => {
  it('uses the five semantic colours of UI.md', () => {
    expect(TONE_COLOR).toEqual({
      waiting: 'gray',
      running: 'blue',
      passed: 'green',
      warning: 'orange',
      rejected: 'red',
    });
  });

  it('maps a master\u2019s stage and QC to one state and tone', () => {
    expect(masterState(master())).toBe('waiting_sources');
    expect(masterState(master({ is_draft: true }))).toBe('draft');
    expect(masterState(master({ status: 'QUALITY_CONTROL', is_running: true }))).toBe('processing');
    expect(masterState(master({ status: 'UPLOADED' }))).toBe('processing');
    expect(
      masterState(
        master({ status: 'SOURCES_COPY', processing_error: { code: 'error', step: 'SOURCES_COPY', at: '' } }),
      ),
    ).toBe('error');
    expect(masterState(master({ status: 'COMPLETED', qc_status: 'PASSED' }))).toBe('completed');
    expect(masterState(master({ status: 'COMPLETED', qc_status: 'WARNING' }))).toBe('warning');
    expect(masterState(master({ status: 'QUALITY_CONTROL', qc_status: 'SOURCE_INTEGRATED_LOUDNESS_REJECTED' }))).toBe(
      'rejected',
    );
    expect(masterState(master({ status: 'WAITING_CAPTIONS', qc_status: 'WAITING_CAPTIONS' }))).toBe('waiting_captions');
    expect(MASTER_STATE_TONE[masterState(master({ status: 'COMPLETED', qc_status: 'PASSED' }))]).toBe('passed');
    expect(MASTER_STATE_TONE.error).toBe('rejected');
  });

  it('gives every stage a state, and every QC value a tone', () => {
    for (const status of STAGE_CODES) expect(MASTER_STATE_TONE[masterState(master({ status }))], status).toBeDefined();
    for (const qc of QC_STATUSES) expect(QC_STATUS_TONE[qc], qc).toBeDefined();
    expect(QC_ITEM_TONE).toEqual({ passed: 'passed', warning: 'warning', rejected: 'rejected' });
  });

  it('polls running masters and those about to start', () => {
    expect(isActive({ status: 'QUALITY_CONTROL', is_running: true })).toBe(true);
    expect(isActive({ status: 'UPLOADED', is_running: false })).toBe(true);
    expect(isActive({ status: 'COMPLETED', is_running: false })).toBe(false);
    expect(
      isActive({
        status: 'UPLOADED',
        is_running: false,
        processing_error: { code: 'error', step: 'UPLOADED', at: '' },
      }),
    ).toBe(false);
  });
});
