import { describe, expect, it } from 'vitest';
import { forcedByType, slateRuleIssues, slateSchema } from '@masterport/contract';
import { groupOutputs, playerOutputs, formatDate } from './outputs.ts';
import { processingSteps } from './stages.ts';

const tv = {
  master_type: 'PUB_TV_WEB',
  title: 'Winter sale',
  unique_id: 'abcd 1234',
  duration: 30,
  language: 'en',
  ratio: '16:9',
  audio_type: '8trks',
  announcer: 'Maple Foods',
  agency: 'North Agency',
  product: 'Syrup',
  captions_filename: 'winter.scc',
} as const;
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the slate\u2019s client rules mirror the API\u2019s', () => {
  it('accepts a complete TV slate and normalises the unique ID', () => {
    const parsed = slateSchema(true).safeParse(tv);
    expect(parsed.success && parsed.data.unique_id).toBe('ABCD1234');
  });

  it('requires 16:9 for TV, stereo for web and radio; the captions file name comes from its upload', () => {
    expect(messages(slateSchema(false).safeParse({ ...tv, ratio: '1:1' }))).toEqual({ ratio: 'tv_ratio' });
    expect(
      messages(slateSchema(false).safeParse({ ...tv, master_type: 'PUB_RADIO', captions_filename: undefined })),
    ).toEqual({ audio_type: 'stereo_required' });
    expect(messages(slateSchema(false).safeParse({ ...tv, captions_filename: undefined }))).toEqual({});
    expect(messages(slateSchema(true).safeParse({ ...tv, captions_filename: undefined }))).toEqual({});
    expect(messages(slateSchema(true).safeParse({ ...tv, captions_filename: 'winter.txt' }))).toEqual({
      captions_filename: 'captions_extension',
    });
    expect(slateRuleIssues({ master_type: 'PUB_WEB', ratio: '9:16', audio_type: '2trks' }, true)).toEqual([]);
  });

  it('saves a draft with only a title (the blank form\u2019s empty fields count as not filled in), never without one', () => {
    const blankForm = {
      title: 'Winter sale',
      unique_id: '',
      announcer: '',
      agency: '',
      product: '',
      use_video_audio: true,
      test_brng: false,
    };
    expect(messages(slateSchema(false).safeParse(blankForm))).toEqual({});
    expect(messages(slateSchema(false).safeParse({ ...blankForm, title: '' }))).toEqual({ title: 'required' });
  });

  it('still requires every field to create or edit the master', () => {
    expect(
      messages(slateSchema(true).safeParse({ title: 'Winter sale', announcer: '', agency: '', product: '' })),
    ).toEqual({
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

  it('forces the fields a type decides', () => {
    expect(forcedByType('PUB_TV_WEB_FULL')).toEqual({ ratio: '16:9' });
    expect(forcedByType('PUB_WEB')).toEqual({ audio_type: '2trks' });
    expect(forcedByType('PUB_RADIO')).toEqual({ audio_type: '2trks', ratio: '16:9' });
  });
});

const output = (output_key: string, category: string) => ({
  output_key,
  category,
  filename: `X_${output_key}`,
  size: 1,
  created_on: '',
  metadata: {},
});

describe('outputs and the player', () => {
  it('groups outputs by category in a fixed order', () => {
    const groups = groupOutputs([
      output('WEBVTT_CC', 'CLOSED_CAPTIONS'),
      output('MP4720', 'MP4_VERSIONS'),
      output('MXF1080_V2', 'MXF_BROADCAST'),
      output('MP41080', 'MP4_VERSIONS'),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['MXF_BROADCAST', 'MP4_VERSIONS', 'CLOSED_CAPTIONS']);
    expect(groups[1]?.outputs.map((entry) => entry.output_key)).toEqual(['MP41080', 'MP4720']);
  });

  it('plays the preview the contract prefers, else the first MP4, with WebVTT captions', () => {
    expect(
      playerOutputs([
        output('MP41080', 'MP4_VERSIONS'),
        output('MP4540', 'MP4_VERSIONS'),
        output('WEBVTT_CC', 'CLOSED_CAPTIONS'),
      ]),
    ).toMatchObject({ video: { output_key: 'MP4540' }, captions: { output_key: 'WEBVTT_CC' } });
    expect(
      playerOutputs([output('MP4720_LOUD', 'WEB_OPTIMIZED'), output('MP4360_LOUD', 'WEB_OPTIMIZED')]).video?.output_key,
    ).toBe('MP4720_LOUD');
    expect(
      playerOutputs([output('MP4720_LO_LOUD', 'WEB_OPTIMIZED'), output('MP4360_LOUD', 'WEB_OPTIMIZED')]).video
        ?.output_key,
    ).toBe('MP4360_LOUD');
    expect(playerOutputs([output('RADIO_MP3_320', 'RADIO_BROADCAST')])).toMatchObject({
      audio: { output_key: 'RADIO_MP3_320' },
    });
    expect(playerOutputs([])).toEqual({ video: undefined, captions: undefined, audio: undefined });
  });

  it('writes dates as dd/MM/yyyy', () => {
    expect(formatDate('2026-03-07T12:00:00')).toBe('07/03/2026');
    expect(formatDate(null)).toBe('');
  });

  it('shows the type\u2019s stages with the running one', () => {
    expect(processingSteps('PUB_RADIO', 'QUALITY_CONTROL')).toMatchObject({ active: 1 });
    expect(processingSteps('PUB_RADIO', 'FIX_LOUDNESS').active).toBe(2);
    expect(processingSteps('PUB_TV_WEB', 'MERGING').steps.at(-2)).toBe('MERGING');
  });
});

// Seconds, not the default 5: the test loads i18n and both languages' messages.
describe('slate issue texts', { timeout: 30_000 }, () => {
  it('has a text in both languages for every issue the slate and upload checks produce', async () => {
    const { i18n } = await import('#lib/i18n.ts');
    const { issueText } = await import('#lib/messages.ts');
    const produced = [
      ...(slateSchema(true).safeParse({ ...tv, unique_id: 'x', duration: 0, captions_filename: 'a.txt' }).error
        ?.issues ?? []),
      ...(slateSchema(true).safeParse({ ...tv, ratio: '1:1', captions_filename: undefined, title: '' }).error?.issues ??
        []),
      ...(slateSchema(false).safeParse({ ...tv, master_type: 'PUB_WEB', audio_type: '8trks' }).error?.issues ?? []),
    ]
      .map((issue) => issue.message)
      .filter((message) => !/^(min|max)_\d+$/.test(message));
    const keys = [
      ...new Set([
        ...produced,
        'unique_id_unverified',
        'unique_id_taken',
        'file_type',
        'max_30gb',
        'max_100mb',
        'upload_too_large',
      ]),
    ];
    expect(keys).toEqual(
      expect.arrayContaining(['unique_id_format', 'captions_extension', 'tv_ratio', 'stereo_required']),
    );
    for (const language of ['en', 'fr'] as const) {
      await i18n.changeLanguage(language);
      const fallback = issueText('__unknown__');
      for (const key of keys) expect(issueText(key), `${language} ${key}`).not.toBe(fallback);
    }
    await i18n.changeLanguage('en');
  });
});
