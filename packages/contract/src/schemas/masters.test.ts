import { describe, expect, it } from 'vitest';
import { createMasterBody, saveMasterBody } from './masters.ts';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const EVERY_FIELD_MISSING = {
  master_type: 'one_of',
  unique_id: 'required',
  duration: 'required',
  language: 'one_of',
  ratio: 'one_of',
  audio_type: 'one_of',
  announcer: 'required',
  agency: 'required',
  product: 'required',
};

describe('The save bodies of a slate', () => {
  it('take a draft with only a title, and refuse one without', () => {
    expect(createMasterBody.safeParse({ mode: 'draft', title: 'Winter sale', unique_id: '' }).success).toBe(true);
    expect(saveMasterBody.safeParse({ mode: 'draft', master_id: 'aaaaaaaaaaaa', title: 'Winter sale' }).success).toBe(
      true,
    );
    expect(fieldsOf(createMasterBody.safeParse({ mode: 'draft' }))).toEqual({ title: 'required' });
  });

  it('require every field in a mode that confirms the slate, naming each one with the others at fault', () => {
    expect(fieldsOf(createMasterBody.safeParse({ mode: 'new_master', title: 'Winter sale' }))).toEqual(
      EVERY_FIELD_MISSING,
    );
    expect(
      fieldsOf(saveMasterBody.safeParse({ mode: 'edit_master', master_id: 'aaaaaaaaaaaa', title: 'Winter sale' })),
    ).toEqual(EVERY_FIELD_MISSING);
    expect(
      fieldsOf(
        saveMasterBody.safeParse({
          mode: 'draft_merge',
          master_id: 'aaaaaaaaaaaa',
          merge_master_id: 'bbbbbbbbbbbb',
          title: '',
        }),
      ),
    ).toEqual({ title: 'required', ...EVERY_FIELD_MISSING });
    expect(fieldsOf(createMasterBody.safeParse({ mode: 'new_master', title: 'Winter sale', unique_id: 'x' }))).toEqual({
      ...EVERY_FIELD_MISSING,
      unique_id: 'unique_id_format',
    });
  });

  it('judge a body that is not an object as before', () => {
    expect(fieldsOf(createMasterBody.safeParse(null))).toEqual({ '': expect.any(String) });
  });
});
