import { describe, expect, it } from 'vitest';
import { AD_CODE_SYSTEMS, adCodeIssue, effectiveAdCodeSystem, type AdCodeSystem } from './ad-codes.ts';
import { slateSchema } from './slate.ts';

/** Each system's valid and invalid codes (normalised: upper case, no spaces), and why the invalid ones fail. */
const EXAMPLES: Record<AdCodeSystem, { valid: string[]; invalid: [code: string, why: string][] }> = {
  free_text: {
    valid: ['ABCD', 'HOUSE2024SPOT01', 'A1B2C3D4E5F6G7H8I9J0'],
    invalid: [
      ['ABC', 'shorter than 4'],
      ['A1B2C3D4E5F6G7H8I9J0K', 'longer than 20'],
      ['ACME-001', 'a hyphen'],
    ],
  },
  ad_id: {
    valid: ['ABCD1234000', 'ABCD1234000H', 'ACME1234000D', '1ABC0000001'],
    invalid: [
      ['0ABC1234000', 'a prefix starting with 0'],
      ['ABCD123400', '10 characters'],
      ['ABCD1234000X', 'a 12th character other than H or D'],
      ['ABCD1234000HD', '13 characters'],
      ['ABCD-234000', 'a hyphen'],
    ],
  },
  isci: {
    valid: ['ACME1', 'ACME1234', 'ACME1234H', 'ABCDEFGH1234', 'ABCDEFGH1234H'],
    invalid: [
      ['ACME', '4 characters'],
      ['ABCDEFGH12345', '13 characters without the H'],
      ['ACME_1234', 'an underscore'],
    ],
  },
  cbc_commercial_id: {
    valid: ['JOHN2017001TEHD', 'JOHN2017001TFHD', 'JOHN2017001TEHDTR', 'AB122026X9ZTFHD'],
    invalid: [
      ['JOHN2017001TE', 'no HD'],
      ['JOHN2017001TSHD', 'a language other than E or F'],
      ['JOHN1999001TEHD', 'a year outside 20YY'],
      ['JOHN2017001XEHD', 'no T'],
      ['JOHN2017001TEHDT', 'half a TR'],
    ],
  },
};

describe('ad code systems', () => {
  it('has examples for every system', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...AD_CODE_SYSTEMS].sort());
  });

  for (const system of AD_CODE_SYSTEMS) {
    it(`takes valid ${system} codes and refuses invalid ones with its issue`, () => {
      // Prepare
      const { valid, invalid } = EXAMPLES[system];
      const issue = system === 'free_text' ? 'unique_id_format' : `${system}_format`;

      // Act
      const validIssues = valid.map((code) => adCodeIssue(code, system));
      const invalidIssues = invalid.map(([code, why]) => [why, adCodeIssue(code, system)]);

      // Assess
      expect(validIssues).toEqual(valid.map(() => undefined));
      expect(invalidIssues).toEqual(invalid.map(([, why]) => [why, issue]));
    });
  }

  it("follows the slate's system, else the account's, else free text", () => {
    expect(effectiveAdCodeSystem('isci', 'ad_id')).toBe('isci');
    expect(effectiveAdCodeSystem(null, 'ad_id')).toBe('ad_id');
    expect(effectiveAdCodeSystem(undefined, undefined)).toBe('free_text');
  });

  it("places the system's issue on the slate's unique ID, the slate's system first", () => {
    // Prepare
    const draft = { title: 'Winter sale', unique_id: 'acme 1234' };

    // Act
    const underAdId = slateSchema(false, 'ad_id').safeParse(draft);
    const overriddenByIsci = slateSchema(false, 'ad_id').safeParse({ ...draft, code_system: 'isci' });
    const freeText = slateSchema(false).safeParse(draft);

    // Assess
    expect(underAdId.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['unique_id'], 'ad_id_format'],
    ]);
    expect(overriddenByIsci.success).toBe(true);
    expect(freeText.success).toBe(true);
  });

  it("leaves an edited master's own ID under its own system unjudged, and judges it under another", () => {
    // Prepare: a master made under free text, in an account that now follows Ad-ID.
    const kept = { unique_id: 'ACME1234', code_system: null };
    const edit = { title: 'Renamed', unique_id: 'acme 1234' };

    // Act
    const keptId = slateSchema(false, 'ad_id', kept).safeParse(edit);
    const underAdId = slateSchema(false, 'ad_id', kept).safeParse({ ...edit, code_system: 'ad_id' });
    const otherId = slateSchema(false, 'ad_id', kept).safeParse({ ...edit, unique_id: 'acme 5678' });

    // Assess
    expect(keptId.success).toBe(true);
    expect(underAdId.error?.issues.map((issue) => issue.message)).toEqual(['ad_id_format']);
    expect(otherId.error?.issues.map((issue) => issue.message)).toEqual(['ad_id_format']);
  });
});
