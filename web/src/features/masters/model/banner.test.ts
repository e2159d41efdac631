import type { Master } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { masterBanner } from './banner.ts';

type Item = Master['quality_control'][number];
const item = (overrides: Partial<Item>): Item => ({
  check: 'loudness',
  status: 'passed',
  measured: '-24.1',
  expected: '-24 ±2 LU',
  code: null,
  message: { en: '', fr: '' },
  ...overrides,
});
const output = (category: string, loudness?: number): Master['outputs'][number] => ({
  output_key: `K${category}`,
  category,
  filename: 'f',
  size: 1,
  created_on: '',
  metadata: loudness === undefined ? {} : { loudness_lkfs: loudness },
});
const master = (overrides: Partial<Master> = {}) =>
  ({
    archive_status: null,
    status: 'CREATED',
    qc_status: 'WAITING',
    is_running: false,
    is_draft: false,
    processing_error: null,
    quality_control: [],
    outputs: [],
    qc_acknowledged: false,
    loudness: null,
    ...overrides,
  }) as Parameters<typeof masterBanner>[0];

describe('Function: masterBanner', () => {
  it('says a loud TV master was rejected, by how much, and offers to fix the loudness', () => {
    const rejected = master({
      status: 'QUALITY_CONTROL',
      qc_status: 'SOURCE_INTEGRATED_LOUDNESS_REJECTED',
      loudness: -16.04,
      quality_control: [item({ status: 'rejected', measured: '-16.0 / -16.1', code: 'low_integrated_loudness' })],
    });
    expect(masterBanner(rejected)).toEqual({
      tone: 'rejected',
      text: 'loudnessRejected',
      values: { measured: -16.04, expected: '-24 ±2 LU' },
      action: 'fix_loudness',
    });
  });

  it('sends other rejections to the quality control tab, with the number of failed checks', () => {
    const rejected = master({
      status: 'QUALITY_CONTROL',
      qc_status: 'REJECTED',
      quality_control: [
        item({ check: 'frame_rate', status: 'rejected' }),
        item({ check: 'duration', status: 'rejected' }),
        item({}),
      ],
    });
    expect(masterBanner(rejected)).toMatchObject({
      text: 'rejected',
      values: { count: 2, check: 'frame_rate' },
      action: 'quality',
    });
  });

  it('puts cold storage first: archiving and unarchiving say to wait, archived offers to unarchive', () => {
    const ready: Partial<Master> = { status: 'COMPLETED', qc_status: 'PASSED', outputs: [output('MP4_VERSIONS')] };
    expect(masterBanner(master({ ...ready, archive_status: 'archiving' }))).toEqual({
      tone: 'running',
      text: 'archiving',
      values: {},
    });
    expect(masterBanner(master({ ...ready, archive_status: 'archived' }))).toEqual({
      tone: 'waiting',
      text: 'archived',
      values: {},
      action: 'unarchive',
    });
    expect(masterBanner(master({ ...ready, archive_status: 'unarchiving' }))).toEqual({
      tone: 'running',
      text: 'unarchiving',
      values: {},
    });
  });

  it('says a merge saved as a draft waits, with the other master, whatever the files, and offers to go on with it', () => {
    const waiting = master({
      status: 'WAITING_MERGE',
      qc_status: 'PASSED',
      outputs: [output('MP4_VERSIONS')],
      merge_with: { master_id: 'm2', title: 'Spot v2', unique_id: 'ABCD1234' },
    });
    expect(masterBanner(waiting)).toEqual({
      tone: 'waiting',
      text: 'waitingMerge',
      values: { title: 'Spot v2', id: 'ABCD1234' },
      action: 'continue_merge',
    });
    expect(masterBanner({ ...waiting, status: 'MERGING', is_running: true })).toBeNull();
  });

  it('asks for captions or sources, and leads to the sources tab', () => {
    expect(masterBanner(master({ status: 'WAITING_CAPTIONS' }))).toMatchObject({
      text: 'waitingCaptions',
      action: 'sources',
    });
    expect(masterBanner(master())).toMatchObject({ text: 'waitingSources', action: 'sources' });
  });

  it('counts the files of a ready master, and says when the loudness was corrected and to what', () => {
    const outputs = [output('MXF_BROADCAST', -24.04), output('MP4_VERSIONS')];
    expect(masterBanner(master({ status: 'COMPLETED', qc_status: 'PASSED', outputs }))).toEqual({
      tone: 'passed',
      text: 'ready',
      values: { files: 2 },
      action: 'outputs',
    });
    const fixed = master({
      status: 'COMPLETED',
      qc_status: 'WARNING',
      outputs,
      quality_control: [item({ status: 'warning', code: 'loudness_fixed', measured: '-16.0' })],
    });
    expect(masterBanner(fixed)).toEqual({
      tone: 'passed',
      text: 'loudnessFixed',
      values: { loudness: -24.04, files: 2 },
      action: 'outputs',
    });
  });

  it('counts the outputs, as the outputs tab and the e-mail do: not the source, nor the files that ride on an output', () => {
    const file = (output_key: string): Master['outputs'][number] => ({ ...output('MXF_BROADCAST'), output_key });
    const outputs = [
      'SOURCE',
      'MXF1080_SLATED',
      'SLATE_XML_MXF1080_SLATED',
      'SIDECAR_SCC_MXF1080_SLATED',
      'SIDECAR_MCC_MXF1080_SLATED',
      'MP41080',
    ].map(file);
    expect(masterBanner(master({ status: 'COMPLETED', qc_status: 'PASSED', outputs }))).toMatchObject({
      text: 'ready',
      values: { files: 2 },
    });
  });

  it('asks for warnings to be checked until they are acknowledged', () => {
    const warned = master({
      status: 'COMPLETED',
      qc_status: 'WARNING',
      outputs: [output('MP4_VERSIONS')],
      quality_control: [
        item({ status: 'warning', code: 'warning' }),
        // Caption advice is shown on the QC tab, not counted among the master's warnings.
        item({ check: 'caption_reading_speed', status: 'warning', code: 'warning' }),
      ],
    });
    expect(masterBanner(warned)).toMatchObject({
      tone: 'warning',
      text: 'readyWithWarnings',
      values: { files: 1, warnings: 1 },
      action: 'quality',
    });
    expect(masterBanner({ ...warned, qc_acknowledged: true })).toMatchObject({ text: 'ready', action: 'outputs' });
  });

  it('stays quiet while a run works, after it failed (the processing panel speaks), and for drafts', () => {
    expect(masterBanner(master({ status: 'MXF_SLATED', is_running: true }))).toBeNull();
    expect(
      masterBanner(master({ processing_error: { code: 'processing_failed', step: 'SOURCES_COPY', at: '' } })),
    ).toBeNull();
    expect(masterBanner(master({ is_draft: true }))).toBeNull();
  });
});
