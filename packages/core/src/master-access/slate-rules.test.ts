import type { SlateFields } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { canCreateType, checkSlateRules } from './slate-rules.ts';

const tvSlate: SlateFields = {
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
  captions_filename: 'winter.scc',
};

/** The AppError a call throws, to read its code and fields. */
function thrown(call: () => void): AppError | undefined {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe('Function: checkSlateRules', () => {
  it('accepts a complete TV slate', () => {
    expect(thrown(() => checkSlateRules(tvSlate, true))).toBeUndefined();
  });

  it('refuses a TV master that is not 16:9 with its catalogue code and the field', () => {
    // Act
    const error = thrown(() => checkSlateRules({ ...tvSlate, ratio: '9:16' }, false));

    // Assess
    expect(error).toMatchObject({ code: 'tv_ratio_required', status: 400, fields: { ratio: 'tv_ratio' } });
  });

  it('refuses web and radio masters that are not stereo', () => {
    expect(thrown(() => checkSlateRules({ ...tvSlate, master_type: 'PUB_WEB_FULL' }, false))).toMatchObject({
      code: 'stereo_required',
      fields: { audio_type: 'stereo_required' },
    });
  });

  it('does not ask a TV slate for its captions file name: the captions upload names it', () => {
    const withoutCaptions = { ...tvSlate, captions_filename: undefined };
    expect(thrown(() => checkSlateRules(withoutCaptions, false))).toBeUndefined();
    expect(thrown(() => checkSlateRules(withoutCaptions, true))).toBeUndefined();
  });
});

describe('Function: canCreateType', () => {
  it('needs the base type\u2019s key in both the account\u2019s and the user\u2019s lists', () => {
    expect(canCreateType('PUB_RADIO_FULL', ['masters_pub_radio'], ['masters_pub_radio'])).toBe(true);
    expect(canCreateType('PUB_RADIO', ['masters_pub_radio'], ['masters_pub_web'])).toBe(false);
    expect(canCreateType('PUB_TV_WEB_Ad', [], ['masters_pub_tv_web'])).toBe(false);
  });
});
