import { describe, expect, it } from 'vitest';
import { masterFields } from './master-fields.ts';
import { stepsForType, PROCESSING_STEPS, STAGE_CODES } from './processing-stages.ts';
import {
  draftSlateFields,
  isSlateComplete,
  slateFields,
  slateRuleIssues,
  slateSchema,
  storedSlateFields,
  toStoredSlate,
  type SlateFields,
} from './slate.ts';
import { uniqueIdKind } from './master-types.ts';

const slate: SlateFields = {
  master_type: 'PUB_TV_WEB',
  title: 'Winter sale',
  unique_id: 'ABCD1234',
  duration: 30,
  language: 'en',
  ratio: '16:9',
  audio_type: '8trks',
  announcer: 'Maple Foods',
  agency: 'North Agency',
  product: 'Syrup',
};

describe('Function: toStoredSlate', () => {
  it('stores every slate field, the optional ones not sent as their defaults', () => {
    // Act
    const stored = toStoredSlate({ ...slate, partner_studio_id: 'studio-123' });

    // Assess
    expect(stored).toEqual({
      ...slate,
      captions_filename: null,
      source_filename: null,
      use_video_audio: true,
      test_brng: false,
      music_only: null,
      code_system: null,
    });
  });

  it('keeps what a master holds for a field the edit does not send', () => {
    // Prepare
    const previous = {
      ...toStoredSlate(slate),
      captions_filename: 'winter.scc',
      use_video_audio: false,
      id: 'not-a-slate-field',
    };

    // Act
    const stored = toStoredSlate({ ...slate, title: 'Spring sale', test_brng: true }, previous);

    // Assess
    expect(stored).toMatchObject({
      title: 'Spring sale',
      captions_filename: 'winter.scc',
      use_video_audio: false,
      test_brng: true,
    });
    expect(stored).not.toHaveProperty('id');
  });
});

describe('The slate’s music_only (issue 32)', () => {
  it('is said or left unsaid, never anything but a boolean; an edit that does not send it keeps what was said', () => {
    // Act
    const said = toStoredSlate(slateFields.parse({ ...slate, music_only: true }));
    const kept = toStoredSlate({ ...slate, title: 'Spring sale' }, said);
    const refused = slateFields.safeParse({ ...slate, music_only: 'yes' });

    // Assess
    expect(said.music_only).toBe(true);
    expect(kept.music_only).toBe(true);
    expect(toStoredSlate(slate).music_only).toBeNull();
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['music_only']);
    // A master stored before the field answers without it.
    expect(storedSlateFields.safeParse({ ...toStoredSlate(slate), music_only: undefined }).success).toBe(true);
  });
});

describe('A draft saved with only a title', () => {
  it('is stored with every other slate field null, and is not complete', () => {
    // Act
    const stored = toStoredSlate(draftSlateFields.parse({ title: 'Winter sale' }));

    // Assess
    expect(stored).toEqual({
      master_type: null,
      title: 'Winter sale',
      unique_id: null,
      duration: null,
      language: null,
      ratio: null,
      audio_type: null,
      announcer: null,
      agency: null,
      product: null,
      captions_filename: null,
      source_filename: null,
      use_video_audio: true,
      test_brng: false,
      music_only: null,
      code_system: null,
    });
    expect(isSlateComplete(stored)).toBe(false);
    expect(isSlateComplete(toStoredSlate(slate))).toBe(true);
  });

  it("passes the draft schema with the form's blank fields, which count as not given; without a title it does not", () => {
    const blankForm = {
      title: 'Winter sale',
      unique_id: '',
      announcer: ' ',
      agency: '',
      product: '',
      use_video_audio: true,
      test_brng: false,
    };
    expect(slateSchema(false).safeParse(blankForm).data).toEqual({
      title: 'Winter sale',
      use_video_audio: true,
      test_brng: false,
    });
    expect(
      slateSchema(false)
        .safeParse({})
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([['title', 'required']]);
    // A field given is judged as in a confirmed slate.
    expect(
      slateSchema(false)
        .safeParse({ title: 'Winter sale', unique_id: 'x' })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['unique_id_format']);
  });

  it('is not enough for a confirmed slate, which still requires every field', () => {
    const issues = slateSchema(true).safeParse({ title: 'Winter sale' }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      master_type: 'one_of',
      unique_id: 'required',
      duration: 'required',
      language: 'one_of',
      ratio: 'one_of',
      audio_type: 'one_of',
      announcer: 'required',
      agency: 'required',
      product: 'required',
    });
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
    expect(slateRuleIssues({ ...slate, ratio: '1:1' }, false)).toEqual([
      { path: 'ratio', issue: 'tv_ratio', code: 'tv_ratio_required' },
    ]);
    expect(slateRuleIssues({ ...slate, master_type: 'PUB_WEB' }, false)).toEqual([
      { path: 'audio_type', issue: 'stereo_required', code: 'stereo_required' },
    ]);
    expect(slateRuleIssues(slate, true)).toEqual([]);
    expect(slateRuleIssues({ ...slate, language: 'es' }, true)).toEqual([
      { path: 'language', issue: 'one_of', code: 'validation_error' },
    ]);
  });
});

describe('Processing steps', () => {
  it('are stage codes, in the order each type runs them', () => {
    expect(PROCESSING_STEPS.every((step) => (STAGE_CODES as readonly string[]).includes(step))).toBe(true);
    expect(stepsForType('PUB_RADIO')).toEqual([
      'SOURCES_COPY',
      'QUALITY_CONTROL',
      'LOUDNESS_ADJUSTMENTS',
      'RADIO_MASTERS',
      'CREATING_PREVIEW',
      'COMPLETED',
    ]);
    expect(stepsForType('PUB_WEB')).toEqual([
      'SOURCES_COPY',
      'QUALITY_CONTROL',
      'CC_CONVERSION',
      'LOUDNESS_ADJUSTMENTS',
      'WEB_OPTIMIZED_VERSIONS',
      'CREATING_PREVIEW',
      'COMPLETED',
    ]);
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
