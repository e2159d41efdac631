import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  CAPTION_THRESHOLD_DEFAULTS,
  EMPTY_SPEC_RULES,
  SPEC_AUDIO_LAYOUTS,
  SPEC_CAPTION_GAP_FRAMES,
  SPEC_CAPTION_READING_SPEED,
  SPEC_CAPTION_SECONDS,
  SPEC_CONTAINERS,
  SPEC_FRAME_RATES,
  SPEC_LOUDNESS_TARGET,
  SPEC_PRESET_NAMES,
  SPEC_PRESETS,
  SPEC_PROGRAM_START_FRAME_MAX,
  SPEC_SECONDS_MAX,
  SPEC_TIMECODE_MODES,
  SPEC_TRUE_PEAK,
  SPEC_VIDEO_CODECS,
  type SpecPreset,
  type StationSpecRules,
  type StationSpecVersion,
} from '@masterport/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { ApiError } from '#lib/api-client.ts';
import { formatDate } from '#lib/format.ts';
import { formatDecimal } from '#lib/format-number.ts';
import { issueText } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';

/** "Start from": a preset, nothing required, or the station's own rules. */
type Start = SpecPreset | 'none' | 'custom';

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** A station's or a group's spec in its row: the preset it follows, its own rules, or none; with its version. */
export function SpecBadge({ spec }: { spec: StationSpecVersion | null | undefined }) {
  const { t } = useTranslation(['callLetters', 'stationSpecs']);
  if (!spec?.rules)
    return (
      <Text size="sm" c="dimmed">
        {t('spec.badgeNone')}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{spec.preset ? t(`stationSpecs:presets.${spec.preset}`) : t('spec.badgeCustom')}</Text>
      <Text size="xs" c="dimmed">
        {t('spec.badgeVersion', { version: spec.version })}
      </Text>
    </Group>
  );
}

/** What the form saves: the preset or the rules, over the version it read. */
export type SpecSave = { preset: SpecPreset | null; rules: StationSpecRules | null; version: number };

/**
 * A station's or a group's spec (issue 32, docs/station-specs.md): a preset copied as it is, or
 * each rule set by hand (an empty field: no requirement). Saving makes a new version; the form is
 * refused if someone saved another version since it opened. `about` says whom it binds.
 */
export function SpecForm({
  current,
  about,
  save: send,
  savedText,
  onDone,
}: {
  current: StationSpecVersion | null;
  about: string;
  save: (body: SpecSave) => Promise<unknown>;
  savedText: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['stationSpecs', 'callLetters', 'common']);
  const [start, setStart] = useState<Start>(current?.rules ? (current.preset ?? 'custom') : 'none');
  const [rules, setRules] = useState<StationSpecRules>(current?.rules ?? EMPTY_SPEC_RULES);
  const [failure, setFailure] = useState<unknown>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  /** A rule changed by hand: the spec is the station's own from then on. */
  const change = <K extends keyof StationSpecRules>(rule: K, value: StationSpecRules[K]) => {
    setRules((before) => ({ ...before, [rule]: value }));
    setStart('custom');
  };
  const choose = (value: string | null) => {
    const next = (value ?? 'none') as Start;
    setStart(next);
    if (next !== 'none' && next !== 'custom') setRules({ ...SPEC_PRESETS[next] });
    if (next === 'none') setRules(EMPTY_SPEC_RULES);
  };
  const issue = (path: string) => issueText(issues[`rules.${path}`]);
  const noRequirement = t('callLetters:spec.noRequirement');
  /** A rule that is one of a list: empty (cleared) is no requirement. */
  const ruleSelect = <R extends 'audio_layout' | 'container' | 'video_codec' | 'frame_rate' | 'timecode_mode'>(
    rule: R,
    values: readonly NonNullable<StationSpecRules[R]>[],
    label: (value: NonNullable<StationSpecRules[R]>) => string = (value) => t(`values.${value}` as 'values.none'),
  ) => (
    <Select
      label={t(`rules.${rule}` as 'rules.container')}
      data={values.map((value) => ({ value, label: label(value) }))}
      placeholder={noRequirement}
      clearable
      allowDeselect
      value={rules[rule]}
      onChange={(value) => change(rule, value as StationSpecRules[R])}
      error={issue(rule)}
    />
  );

  async function save() {
    setFailure(null);
    setIssues({});
    setSaving(true);
    try {
      await send({
        preset: start === 'none' || start === 'custom' ? null : start,
        rules: start === 'none' ? null : rules,
        version: current?.version ?? 0,
      });
      notify.success(savedText);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setIssues(error.fields);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const editable = start !== 'none';
  return (
    <Stack gap="md">
      <FormAlert error={failure} />
      <Text size="sm" c="dimmed">
        {about}{' '}
        {current
          ? t('callLetters:spec.current', {
              version: current.version,
              since: formatDate(current.since),
            })
          : ''}
      </Text>
      <Select
        label={t('callLetters:spec.startFrom')}
        data={[
          { value: 'none', label: t('callLetters:spec.none') },
          ...SPEC_PRESET_NAMES.map((preset) => ({ value: preset, label: t(`presets.${preset}`) })),
          { value: 'custom', label: t('callLetters:spec.custom') },
        ]}
        value={start}
        onChange={choose}
        allowDeselect={false}
      />
      {editable && (
        <>
          <Title order={3} fz="sm">
            {t('callLetters:spec.audio')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              size="md"
              label={t('callLetters:spec.loudnessTarget')}
              suffix=" LKFS"
              allowDecimal={false}
              min={SPEC_LOUDNESS_TARGET.min}
              max={SPEC_LOUDNESS_TARGET.max}
              placeholder={noRequirement}
              value={rules.loudness?.target ?? ''}
              onChange={(value) => {
                const target = numberOrNull(value);
                change('loudness', target === null ? null : { target, tolerance: rules.loudness?.tolerance ?? 1 });
              }}
              error={issue('loudness.target')}
            />
            <NumberInput
              size="md"
              label={t('callLetters:spec.tolerance')}
              suffix=" LU"
              step={0.5}
              decimalScale={1}
              min={0.5}
              disabled={!rules.loudness}
              value={rules.loudness?.tolerance ?? ''}
              onChange={(value) =>
                rules.loudness && change('loudness', { ...rules.loudness, tolerance: numberOrNull(value) ?? 1 })
              }
              error={issue('loudness.tolerance')}
            />
            <NumberInput
              size="md"
              label={t('rules.true_peak_max')}
              suffix=" dBTP"
              step={0.5}
              decimalScale={1}
              min={SPEC_TRUE_PEAK.min}
              max={SPEC_TRUE_PEAK.max}
              placeholder={noRequirement}
              value={rules.true_peak_max ?? ''}
              onChange={(value) => change('true_peak_max', numberOrNull(value))}
              error={issue('true_peak_max')}
            />
            {ruleSelect('audio_layout', SPEC_AUDIO_LAYOUTS)}
          </SimpleGrid>
          <Title order={3} fz="sm">
            {t('callLetters:spec.picture')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              size="md"
              label={t('rules.slate_seconds')}
              suffix=" s"
              allowDecimal={false}
              min={0}
              max={SPEC_SECONDS_MAX}
              placeholder={noRequirement}
              value={rules.slate_seconds ?? ''}
              onChange={(value) => change('slate_seconds', numberOrNull(value))}
              error={issue('slate_seconds')}
            />
            <NumberInput
              size="md"
              label={t('rules.black_seconds')}
              suffix=" s"
              allowDecimal={false}
              min={0}
              max={SPEC_SECONDS_MAX}
              placeholder={noRequirement}
              value={rules.black_seconds ?? ''}
              onChange={(value) => change('black_seconds', numberOrNull(value))}
              error={issue('black_seconds')}
            />
            <NumberInput
              size="md"
              label={t('rules.program_start_frame')}
              allowDecimal={false}
              min={0}
              max={SPEC_PROGRAM_START_FRAME_MAX}
              placeholder={noRequirement}
              value={rules.program_start_frame ?? ''}
              onChange={(value) => change('program_start_frame', numberOrNull(value))}
              error={issue('program_start_frame')}
            />
            <TextInput
              label={t('rules.program_start_timecode')}
              placeholder="10:00:00;00"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={rules.program_start_timecode ?? ''}
              onChange={(event) => change('program_start_timecode', event.currentTarget.value.trim() || null)}
              error={issue('program_start_timecode')}
            />
            {ruleSelect('frame_rate', SPEC_FRAME_RATES, (value) =>
              t('format.fps', { value: i18n.language === 'fr' ? value.replace('.', ',') : value }),
            )}
            {ruleSelect('timecode_mode', SPEC_TIMECODE_MODES)}
            {ruleSelect('container', SPEC_CONTAINERS)}
            {ruleSelect('video_codec', SPEC_VIDEO_CODECS)}
          </SimpleGrid>
          <CaptionRulesFields rules={rules} change={change} issue={issue} />
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('callLetters:spec.versionNote')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('common:actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The spec's caption rules (docs/station-specs.md, "Caption rules"): captions required, the content
 * checks' thresholds (empty: the default quality control uses, shown as the placeholder) and whether
 * their findings are errors.
 */
function CaptionRulesFields({
  rules,
  change,
  issue,
}: {
  rules: StationSpecRules;
  change: <K extends keyof StationSpecRules>(rule: K, value: StationSpecRules[K]) => void;
  issue: (path: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation('callLetters');
  const byDefault = (value: number) =>
    t('spec.captionDefault', { value: formatDecimal(value, i18n.language, Number.isInteger(value) ? 0 : 1) });
  const threshold = (
    rule: 'caption_reading_speed' | 'caption_min_seconds' | 'caption_max_seconds' | 'caption_min_gap_frames',
    label: string,
    fallback: number,
    bounds: { min: number; max: number },
    options: { suffix?: string; step: number },
  ) => (
    <NumberInput
      size="md"
      label={label}
      suffix={options.suffix}
      step={options.step}
      decimalScale={options.step < 1 ? 1 : 0}
      allowDecimal={options.step < 1}
      min={bounds.min}
      max={bounds.max}
      placeholder={`${byDefault(fallback)}${options.suffix ?? ''}`}
      value={rules[rule] ?? ''}
      onChange={(value) => change(rule, numberOrNull(value))}
      error={issue(rule)}
    />
  );
  return (
    <>
      <Title order={3} fz="sm">
        {t('spec.captions')}
      </Title>
      <Switch
        label={t('spec.captionsRequired')}
        checked={rules.captions_required}
        onChange={(event) => change('captions_required', event.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {threshold(
          'caption_reading_speed',
          t('spec.captionReadingSpeed'),
          CAPTION_THRESHOLD_DEFAULTS.reading_speed,
          SPEC_CAPTION_READING_SPEED,
          { step: 0.5 },
        )}
        {threshold(
          'caption_min_gap_frames',
          t('spec.captionMinGapFrames'),
          CAPTION_THRESHOLD_DEFAULTS.min_gap_frames,
          SPEC_CAPTION_GAP_FRAMES,
          { step: 1, suffix: t('spec.framesSuffix') },
        )}
        {threshold(
          'caption_min_seconds',
          t('spec.captionMinSeconds'),
          CAPTION_THRESHOLD_DEFAULTS.min_seconds,
          SPEC_CAPTION_SECONDS,
          { step: 0.1, suffix: ' s' },
        )}
        {threshold(
          'caption_max_seconds',
          t('spec.captionMaxSeconds'),
          CAPTION_THRESHOLD_DEFAULTS.max_seconds,
          SPEC_CAPTION_SECONDS,
          { step: 0.5, suffix: ' s' },
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('spec.captionsHint')}
      </Text>
      <Switch
        label={t('spec.captionFindingsAreErrors')}
        description={t('spec.captionFindingsAreErrorsHint')}
        checked={rules.caption_findings_are_errors}
        onChange={(event) => change('caption_findings_are_errors', event.currentTarget.checked)}
      />
    </>
  );
}
