/**
 * The code systems a slate's unique ID may follow (issue 32). The account chooses one in its
 * settings (identification tab); a slate may name another for its master. `free_text` is the
 * permissive house ID every account had before (broadcast-spec 1.7: "strict Ad-ID as an account
 * setting, not as the default").
 */
export const AD_CODE_SYSTEMS = ['free_text', 'ad_id', 'isci', 'cbc_commercial_id'] as const;
export type AdCodeSystem = (typeof AD_CODE_SYSTEMS)[number];

/** What an account follows until it chooses: existing accounts and their masters keep working as they did. */
export const DEFAULT_AD_CODE_SYSTEM: AdCodeSystem = 'free_text';

/**
 * Each system's rule on the normalised code (upper case, no spaces), with the field issue it gives
 * (the SPA's `validation:<issue>` message, which spells the format out):
 * - free text: 4 to 20 letters and digits (OUTPUTS.md decision 11; the code names files);
 * - Ad-ID: 11 letters and digits whose first (the prefix's) is not 0, and an optional 12th H (HD)
 *   or D (3D) (broadcast-spec 1.7, S16);
 * - ISCI: 5 to 12 letters and digits and an optional H for HD;
 * - CBC Commercial ID: advertiser prefix (4 letters or digits), year (20YY), 3 user characters,
 *   T, E or F (language), HD: 15 characters, 17 with the TR of a technical revision. Broadcast-spec
 *   1.7 says 17 but its own example (JOHN2017001TEHD) has 15: both are taken, TR being the difference.
 */
const AD_CODE_RULES: Readonly<Record<AdCodeSystem, { pattern: RegExp; issue: string }>> = {
  free_text: { pattern: /^[A-Z0-9]{4,20}$/, issue: 'unique_id_format' },
  ad_id: { pattern: /^[A-Z1-9][A-Z0-9]{10}[HD]?$/, issue: 'ad_id_format' },
  isci: { pattern: /^[A-Z0-9]{5,12}H?$/, issue: 'isci_format' },
  cbc_commercial_id: { pattern: /^[A-Z0-9]{4}20\d{2}[A-Z0-9]{3}T[EF]HD(?:TR)?$/, issue: 'cbc_commercial_id_format' },
};

/** The field issues the rules give, for the SPA's dictionary of known issues. */
export const AD_CODE_ISSUES = Object.values(AD_CODE_RULES).map((rule) => rule.issue);

/**
 * The field issue of a normalised code under a system, or undefined when it follows the system.
 * A plain pattern test, without zod: this module is read by the SPA's first download (docs/site.md).
 */
export function adCodeIssue(code: string, system: AdCodeSystem): string | undefined {
  const rule = AD_CODE_RULES[system];
  return rule.pattern.test(code) ? undefined : rule.issue;
}

/** The system a master's code follows: the slate's own, else the account's. */
export const effectiveAdCodeSystem = (
  slateSystem: AdCodeSystem | null | undefined,
  accountSystem: AdCodeSystem | null | undefined,
): AdCodeSystem => slateSystem ?? accountSystem ?? DEFAULT_AD_CODE_SYSTEM;
