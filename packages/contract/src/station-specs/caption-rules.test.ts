import { describe, expect, it } from 'vitest';
import { CAPTION_THRESHOLD_DEFAULTS, captionThresholds } from './caption-rules.ts';
import { EMPTY_SPEC_RULES, SPEC_PRESETS, stationSpecRulesSchema, stationSpecVersionSchema } from './station-spec.ts';

/** The caption rules' fields of a spec (`captions_required` is older, and not one of them). */
const isCaptionRule = (field: string) => field.startsWith('caption_');
/** A spec's rules as saved before the caption rules existed: no caption field at all. */
const older = Object.fromEntries(
  Object.entries(SPEC_PRESETS.cbc_radio_canada).filter(([field]) => !isCaptionRule(field)),
);

const issues = (rules: unknown) => {
  const parsed = stationSpecRulesSchema.safeParse(rules);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe("a station spec's caption rules", () => {
  it('read as the defaults, warnings, in a spec saved before they existed', () => {
    // Act
    const stored = stationSpecVersionSchema.parse({ version: 3, since: '2026-10-01', preset: null, rules: older });

    // Assert
    expect(stored.rules).toEqual({
      ...older,
      ...Object.fromEntries(Object.entries(EMPTY_SPEC_RULES).filter(([field]) => isCaptionRule(field))),
    });
    expect(Object.keys(older).some(isCaptionRule)).toBe(false);
    expect(captionThresholds(stored.rules!)).toEqual(CAPTION_THRESHOLD_DEFAULTS);
    expect(stored.rules!.caption_findings_are_errors).toBe(false);
  });

  it('take a station’s own thresholds and its errors switch', () => {
    // Act
    const rules = stationSpecRulesSchema.parse({
      ...EMPTY_SPEC_RULES,
      caption_reading_speed: 20,
      caption_min_seconds: 0.7,
      caption_max_seconds: 7.5,
      caption_min_gap_frames: 0,
      caption_findings_are_errors: true,
    });

    // Assert
    expect(captionThresholds(rules)).toEqual({
      reading_speed: 20,
      min_seconds: 0.7,
      max_seconds: 7.5,
      min_gap_frames: 0,
    });
    expect(rules.caption_findings_are_errors).toBe(true);
  });

  it('refuse thresholds out of bounds, off their step or of the wrong kind, field by field', () => {
    // Act
    const refused = issues({
      ...EMPTY_SPEC_RULES,
      caption_reading_speed: 17.3,
      caption_min_seconds: 0.25,
      caption_max_seconds: 21,
      caption_min_gap_frames: 1.5,
      caption_findings_are_errors: 'yes',
    });
    const tooSlow = issues({ ...EMPTY_SPEC_RULES, caption_reading_speed: 9.5, caption_min_gap_frames: 11 });

    // Assert
    expect(refused).toEqual({
      caption_reading_speed: 'invalid',
      caption_min_seconds: 'invalid',
      caption_max_seconds: 'invalid',
      caption_min_gap_frames: 'invalid',
      caption_findings_are_errors: 'invalid',
    });
    expect(tooSlow).toEqual({ caption_reading_speed: 'invalid', caption_min_gap_frames: 'invalid' });
  });

  it('refuse a shortest time on screen above the longest, its own or the default', () => {
    // Act
    const crossed = issues({ ...EMPTY_SPEC_RULES, caption_min_seconds: 3, caption_max_seconds: 2.5 });
    const overDefault = issues({ ...EMPTY_SPEC_RULES, caption_min_seconds: 6.5 });
    const equal = issues({ ...EMPTY_SPEC_RULES, caption_min_seconds: 6 });

    // Assert
    expect(crossed).toEqual({ caption_min_seconds: 'caption_seconds_order' });
    expect(overDefault).toEqual({ caption_min_seconds: 'caption_seconds_order' });
    expect(equal).toEqual({});
  });
});
