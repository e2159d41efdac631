import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the API, the functions, the local cloud and the SPA live: every place a rule could be written again. */
const USERS_OF_THE_CONTRACT = ['packages/core/src', 'packages/local/src', 'functions', 'web/src'];

/** Every source file (tests aside) below a folder of the repository. */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => join(folder, name));
}

/**
 * Issue 26, item 2: each rule is written once, in the contract, and every screen and call reads it
 * there. A rule's old spellings, as they were written outside the contract before, must not come
 * back; `skip` names the files another part of the work still owns (they move in its change).
 */
const RESTATED_RULES: readonly { rule: string; oneDefinition: string; oldSpelling: RegExp; skip?: RegExp }[] = [
  {
    rule: 'QC rejected',
    oneDefinition: 'isQcRejected',
    oldSpelling: /[!=]==\s*'REJECTED'/,
  },
  {
    rule: 'a master that may be sent',
    oneDefinition: 'whyNotSendable / isSendable',
    oldSpelling:
      /status\s*[!=]==\s*'COMPLETED'[^;\n]*(isQcRejected|\.archived|is_running|is_draft)|(isQcRejected|\.archived|is_running|is_draft)[^;\n]*status\s*[!=]==\s*'COMPLETED'/,
  },
  {
    rule: 'the permission key of each master type',
    oneDefinition: 'MASTER_TYPE_PERMISSIONS / masterTypePermission',
    oldSpelling: /PUB_(TV_WEB|WEB|RADIO)'?\s*:\s*'(masters_pub|distribute)_/,
  },
  {
    rule: 'the merge profile fields',
    oneDefinition: 'MERGE_PROFILE_FIELDS / sameMergeProfile',
    oldSpelling:
      /\[\s*'master_type',\s*'ratio',\s*'audio_type',\s*'language'\s*\]|filter_by_type:\s*master\.master_type/,
  },
  {
    rule: 'the preview output key',
    oneDefinition: 'PREVIEW_OUTPUT_KEYS / previewOutputKey',
    oldSpelling: /'MP4540',\s*'MP4720_LOUD'|get\('MP4540'\)|PREVIEW_KEYS/,
  },
  {
    rule: 'the longest value an input takes',
    oneDefinition: "maxLengthOf(the field's schema), or the pattern's named bound (TAG_MAX, HOUSE_CODE_MAX, ...)",
    oldSpelling: /maxLength=\{\d+\}/,
  },
  {
    rule: 'the patterns of tags, house codes and clearance numbers',
    oneDefinition: 'tagField, houseCodeField, clearanceNumberField',
    oldSpelling: /const (TAG|HOUSE_CODE|CLEARANCE) = \/\^/,
  },
];

/** The files of the users of the contract that write a rule's old spelling again. */
function restatements(oldSpelling: RegExp, skip?: RegExp): string[] {
  return USERS_OF_THE_CONTRACT.flatMap(sources).filter(
    (file) => !skip?.test(file) && oldSpelling.test(readFileSync(join(ROOT, file), 'utf8')),
  );
}

describe('one rule, one place (issue 26)', () => {
  it.each(RESTATED_RULES)(
    '$rule is read from the contract ($oneDefinition), not written again',
    ({ oldSpelling, skip }) => {
      // Act
      const found = restatements(oldSpelling, skip);

      // Assess
      expect(found).toEqual([]);
    },
  );
});
