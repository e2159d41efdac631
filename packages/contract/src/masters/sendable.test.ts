import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors.ts';
import {
  isSendable,
  whyCannotReceive,
  whyNotSendable,
  whyNotSendableTogether,
  type SendableFields,
} from './sendable.ts';

/** A master as a finished processing run leaves it: the one state that may be sent. */
const ready: SendableFields = {
  is_draft: false,
  status: 'COMPLETED',
  is_running: false,
  archived: false,
  archive_status: null,
  qc_status: 'PASSED',
};

describe('Function: whyNotSendable', () => {
  it('lets a completed master through, whether QC passed it or only warned', () => {
    // Prepare
    const warned = { ...ready, qc_status: 'WARNING' } as const;

    // Act
    const answers = [whyNotSendable(ready), whyNotSendable(warned), isSendable(ready)];

    // Assess
    expect(answers).toEqual([null, null, true]);
  });

  it('refuses each other state with the catalogued code that says what to do', () => {
    // Prepare
    const cases: [string, Partial<SendableFields>][] = [
      ['a draft', { is_draft: true }],
      ['an archived master', { archived: true, archive_status: 'archived' }],
      ['a master being archived', { archived: true, archive_status: 'archiving' }],
      ['a master being unarchived', { archived: true, archive_status: 'unarchiving' }],
      ['a master in a new processing run', { is_running: true, status: 'MXF_SLATED' }],
      ['a running master whose last run completed', { is_running: true }],
      ['a master QC rejected', { qc_status: 'REJECTED', status: 'QUALITY_CONTROL' }],
      [
        'a master too loud at the source',
        { qc_status: 'SOURCE_INTEGRATED_LOUDNESS_REJECTED', status: 'QUALITY_CONTROL' },
      ],
      ['a master whose run failed', { status: 'MXF_STANDARD' }],
      ['a master waiting for its captions', { status: 'WAITING_CAPTIONS', qc_status: 'WAITING_CAPTIONS' }],
    ];

    // Act
    const answers = cases.map(([name, change]) => [name, whyNotSendable({ ...ready, ...change })]);

    // Assess
    expect(answers).toEqual([
      ['a draft', 'distribution_master_not_ready'],
      ['an archived master', 'master_archived'],
      ['a master being archived', 'master_busy'],
      ['a master being unarchived', 'master_busy'],
      ['a master in a new processing run', 'master_busy'],
      ['a running master whose last run completed', 'master_busy'],
      ['a master QC rejected', 'distribution_qc_rejected'],
      ['a master too loud at the source', 'distribution_qc_rejected'],
      ['a master whose run failed', 'distribution_master_not_ready'],
      ['a master waiting for its captions', 'distribution_master_not_ready'],
    ]);
    expect(answers.every(([, code]) => typeof code === 'string' && code in ERROR_CATALOGUE)).toBe(true);
  });

  it('names the reason to act on first: a draft before its archive, its archive before its run, its run before its QC', () => {
    // Prepare
    const everything: SendableFields = {
      is_draft: true,
      status: 'QUALITY_CONTROL',
      is_running: true,
      archived: true,
      archive_status: 'archived',
      qc_status: 'REJECTED',
    };

    // Act
    const reasons = [
      whyNotSendable(everything),
      whyNotSendable({ ...everything, is_draft: false }),
      whyNotSendable({ ...everything, is_draft: false, archived: false, archive_status: null }),
      whyNotSendable({ ...everything, is_draft: false, archived: false, archive_status: null, is_running: false }),
    ];

    // Assess
    expect(reasons).toEqual([
      'distribution_master_not_ready',
      'master_archived',
      'master_busy',
      'distribution_qc_rejected',
    ]);
  });
});

describe('Function: whyNotSendableTogether', () => {
  it('lets masters of one kind go together, a TV master and its web-only or hybrid siblings of the same base included', () => {
    // Act
    const answers = [
      whyNotSendableTogether([]),
      whyNotSendableTogether([{ master_type: 'PUB_RADIO' }, { master_type: 'PUB_RADIO' }]),
      whyNotSendableTogether([{ master_type: 'PUB_WEB' }, { master_type: null }]),
    ];

    // Assess
    expect(answers).toEqual([null, null, null]);
  });

  it('refuses masters of different kinds with the catalogued code', () => {
    // Act
    const answer = whyNotSendableTogether([{ master_type: 'PUB_TV_WEB' }, { master_type: 'PUB_RADIO' }]);

    // Assess
    expect(answer).toBe('distribution_mixed_types');
    expect(ERROR_CATALOGUE[answer!]).toBeDefined();
  });
});

describe('Function: whyCannotReceive', () => {
  it('lets a station receive by a connected method, or by a link someone is told of', () => {
    // Act
    const answers = [
      whyCannotReceive({ active_method: 'ftp', has_recipients: false }, ['PUB_TV_WEB']),
      whyCannotReceive({ active_method: 's3', has_recipients: false }, ['PUB_RADIO']),
      whyCannotReceive({ active_method: 'web', has_recipients: true }, ['PUB_WEB']),
      whyCannotReceive({ active_method: 'traffic_instructions', has_recipients: true }, []),
    ];

    // Assess
    expect(answers).toEqual([null, null, null, null]);
  });

  it('refuses a station without a method, or with a link nobody receives, as the delivery records it', () => {
    // Act
    const answers = [
      whyCannotReceive({ active_method: null, has_recipients: true }, ['PUB_TV_WEB']),
      whyCannotReceive({ active_method: 'web', has_recipients: false }, ['PUB_TV_WEB']),
      whyCannotReceive({ active_method: 'traffic_instructions', has_recipients: false }, []),
    ];

    // Assess
    expect(answers).toEqual(['no_method', 'no_method', 'no_method']);
  });

  it('refuses a method that cannot carry the kind of master sent, and says nothing of it before a master is chosen', () => {
    // Act
    const answers = [
      whyCannotReceive({ active_method: 'aspera', has_recipients: false }, ['PUB_RADIO']),
      whyCannotReceive({ active_method: 'aspera', has_recipients: false }, []),
    ];

    // Assess
    expect(answers).toEqual(['unavailable', null]);
  });
});
