import { Group, List, Stack, Text } from '@mantine/core';
import type { CaptionJudgement, SpecCheck, SpecEvaluation, SpecResult } from '@masterport/contract';
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionSpecCheckView } from '#components/caption-spec-check.tsx';
import { ResultBadge } from '#components/result-badge.tsx';
import { formatDecimal } from '#lib/format-number.ts';

/** The same result always has the same colour, icon and words (UI.md): green passes, blue is made, red fails. */
export const SPEC_RESULT_LOOK: Record<SpecResult, { color: string; Icon: typeof IconCircleCheck }> = {
  passes: { color: 'green', Icon: IconCircleCheck },
  new_output: { color: 'blue', Icon: IconRefresh },
  fails: { color: 'red', Icon: IconAlertTriangle },
};

export function SpecResultBadge({ result }: { result: SpecResult }) {
  const { t } = useTranslation('stationSpecs');
  const { color, Icon } = SPEC_RESULT_LOOK[result];
  return (
    <ResultBadge color={color} Icon={Icon}>
      {t(`results.${result}`)}
    </ResultBadge>
  );
}

/** One side of a rule (what was measured, or what the station wants) in the reader's words and numbers. */
export function specValue(
  t: TFunction<'stationSpecs'>,
  language: string,
  check: Pick<SpecCheck, 'rule' | 'tolerance'>,
  value: SpecCheck['measured'],
  side: 'measured' | 'wanted',
): string {
  if (value === null) return t('values.none');
  const number = (n: number) => formatDecimal(n, language, Number.isInteger(n) ? 0 : 1);
  switch (check.rule) {
    case 'loudness':
      return side === 'wanted'
        ? t('format.loudnessWanted', { target: number(Number(value)), tolerance: number(check.tolerance ?? 0) })
        : t('format.lkfs', { value: number(Number(value)) });
    case 'true_peak_max':
      return t(side === 'wanted' ? 'format.truePeakWanted' : 'format.dbtp', { value: number(Number(value)) });
    case 'captions_required':
      return side === 'wanted' ? t('values.required') : t(value ? 'values.present' : 'values.absent');
    case 'slate_seconds':
    case 'black_seconds':
      return t('format.seconds', { value: number(Number(value)) });
    case 'program_start_frame':
      return t('format.frame', { value: String(value) });
    case 'frame_rate':
      return t('format.fps', { value: language === 'fr' ? String(value).replace('.', ',') : String(value) });
    case 'program_start_timecode':
      return String(value);
    default:
      return t(`values.${String(value)}` as 'values.none', { defaultValue: String(value) });
  }
}

/**
 * A master against a station's spec (issue 32): its result, then each rule that is not met as it
 * is (what was measured, what is wanted), and the output made instead where a variant meets it.
 * Without a label (the caller names the master itself), the result leads. Its captions against the
 * spec's caption rules, where judged, follow; failing ones make the master's result a fail.
 * `captionsMend`: what to do of failing captions, where the review's words do not fit.
 */
export function SpecEvaluationView({
  label,
  evaluation,
  captions,
  captionsMend,
}: {
  label?: string;
  evaluation: SpecEvaluation;
  captions?: CaptionJudgement;
  captionsMend?: ReactNode;
}) {
  const { t, i18n } = useTranslation('stationSpecs');
  const line = (check: SpecCheck) =>
    t('check.measuredWanted', {
      rule: t(`rules.${check.rule}`),
      measured: specValue(t, i18n.language, check, check.measured, 'measured'),
      wanted: specValue(t, i18n.language, check, check.wanted, 'wanted'),
    });
  const notMet = [
    ...evaluation.checks.filter((check) => check.result !== 'passes'),
    ...evaluation.outputs.flatMap((output) => output.checks.filter((check) => check.result !== 'passes')),
  ];
  const variants = evaluation.outputs.filter((output) => output.delivered_key !== output.output_key);
  return (
    <Stack gap={4} data-spec-result={evaluation.result}>
      <Group justify={label ? 'space-between' : 'flex-start'} gap="xs" wrap="wrap">
        {label && (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
        )}
        <SpecResultBadge result={captions?.result === 'fails' ? 'fails' : evaluation.result} />
      </Group>
      {notMet.length === 0 ? (
        captions?.result !== 'fails' && (
          <Text size="sm" c="dimmed">
            {t('check.allPass')}
          </Text>
        )
      ) : (
        <List size="sm" spacing={2}>
          {notMet.map((check, index) => (
            <List.Item key={`${check.rule}-${index}`} c={check.result === 'fails' ? 'red.8' : undefined}>
              {line(check)}
            </List.Item>
          ))}
        </List>
      )}
      {variants.map((output) => (
        <Text key={output.output_key} size="sm" c="blue.8">
          {t('check.variant', { output: output.output_key, variant: output.delivered_key })}
        </Text>
      ))}
      {captions && <CaptionSpecCheckView check={captions} mend={captionsMend} />}
    </Stack>
  );
}
