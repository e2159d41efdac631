import { describe, expect, it } from 'vitest';
import { masterFields } from './master-fields.ts';
import { stepsForType, PROCESSING_STEPS, STAGE_CODES } from './processing-stages.ts';
import { slateFields, slateRuleIssues, storedSlateFields, toStoredSlate, type SlateFields } from './slate.ts';
import { uniqueIdKind } from './master-types.ts';

const slate: SlateFields = {
  master_type: 'PUB_TV_WEB', title: 'Winter sale', unique_id: 'ABCD1234', duration: 30, language: 'en', ratio: '16:9',
  audio_type: '8trks', announcer: 'Maple Foods', agency: 'North Agency', product: 'Syrup',
};

describe('Function: toStoredSlate', () => {
  it('stores every slate field, the optional ones not sent as their defaults', () => {
    // Act
    const stored = toStoredSlate({ ...slate, partner_studio_id: 'studio-123' });

    // Assess
    expect(stored).toEqual({ ...slate, captions_filename: null, source_filename: null, use_video_audio: true, test_brng: false });
  });

  it('keeps what a master holds for a field the edit does not send', () => {
    // Prepare
    const previous = { ...toStoredSlate(slate), captions_filename: 'winter.scc', use_video_audio: false, id: 'not-a-slate-field' };

    // Act
    const stored = toStoredSlate({ ...slate, title: 'Spring sale', test_brng: true }, previous);

    // Assess
    expect(stored).toMatchObject({ title: 'Spring sale', captions_filename: 'winter.scc', use_video_audio: false, test_brng: true });
    expect(stored).not.toHaveProperty('id');
  });
});

describe('One definition of the slate fields', () => {
  it('gives the stored master and the API every slate field but who it is made for', () => {
    const slateKeys = Object.keys(slateFields.shape).filter((key) => key !== 'partner_studio_id');
    expect(Object.keys(storedSlateFields.shape)).toEqual(slateKeys);
    expect(Object.keys(masterFields.shape)).toEqual(expect.arrayContaining(slateKeys));
  });
});

describe('Function: slateRuleIssues', () => {
  it('names the catalogue code the API answers for each rule', () => {
    expect(slateRuleIssues({ ...slate, ratio: '1:1' }, false)).toEqual([{ path: 'ratio', issue: 'tv_ratio', code: 'tv_ratio_required' }]);
    expect(slateRuleIssues({ ...slate, master_type: 'PUB_WEB' }, false)).toEqual([{ path: 'audio_type', issue: 'stereo_required', code: 'stereo_required' }]);
    expect(slateRuleIssues(slate, true)).toEqual([]);
    expect(slateRuleIssues({ ...slate, language: 'es' }, true)).toEqual([{ path: 'language', issue: 'one_of', code: 'validation_error' }]);
  });
});

describe('Processing steps', () => {
  it('are stage codes, in the order each type runs them', () => {
    expect(PROCESSING_STEPS.every((step) => (STAGE_CODES as readonly string[]).includes(step))).toBe(true);
    expect(stepsForType('PUB_RADIO')).toEqual(['SOURCES_COPY', 'QUALITY_CONTROL', 'LOUDNESS_ADJUSTMENTS', 'RADIO_MASTERS', 'CREATING_PREVIEW', 'COMPLETED']);
    expect(stepsForType('PUB_WEB')).toEqual(['SOURCES_COPY', 'QUALITY_CONTROL', 'CC_CONVERSION', 'LOUDNESS_ADJUSTMENTS', 'WEB_OPTIMIZED_VERSIONS', 'CREATING_PREVIEW', 'COMPLETED']);
    expect(stepsForType('PUB_TV_WEB')).not.toContain('RADIO_MASTERS');
  });
});

describe('Function: uniqueIdKind', () => {
  it('recognises Ad-ID and ISCI, and calls anything else a house ID', () => {
    expect(uniqueIdKind('ABCD1234000H')).toBe('ad_id');
    expect(uniqueIdKind('ABCD1234')).toBe('isci');
    expect(uniqueIdKind('HOUSE42')).toBe('house');
  });
});
