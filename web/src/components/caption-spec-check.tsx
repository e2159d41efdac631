import { Group, List, Stack, Text } from '@mantine/core';
import type { CaptionJudgement, CaptionSpecFinding, CaptionSpecResult } from '@masterport/contract';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ResultBadge } from '#components/result-badge.tsx';
import { formatDecimal } from '#lib/format-number.ts';

/** Green meets, orange is advice, red fails (UI.md: the same state has the same colour, icon and words). */
const LOOK: Record<CaptionSpecResult, { color: string; Icon: typeof IconCircleCheck }> = {
  passes: { color: 'green', Icon: IconCircleCheck },
  warns: { color: 'orange', Icon: IconInfoCircle },
  fails: { color: 'red', Icon: IconAlertTriangle },
};

/** One rule broken, on one line: the rule with the station's limit, how many captions, the first one and when (monospace). */
function CaptionFindingLine({ finding }: { finding: CaptionSpecFinding }) {
  const { t, i18n } = useTranslation('stationSpecs');
  const threshold = formatDecimal(finding.threshold, i18n.language, Number.isInteger(finding.threshold) ? 0 : 1);
  const rule = t(`captionRules.${finding.rule}`, { threshold });
  // A finding on the whole file (a music-only spot without a note) is the rule alone.
  if (finding.cue === null && finding.timecode === null) return rule;
  return (
    <Trans
      t={t}
      i18nKey={finding.cue !== null ? 'captionCheck.cue' : 'captionCheck.at'}
      count={finding.count}
      values={{ rule, cue: finding.cue, timecode: finding.timecode }}
      components={{ tc: <Text span inherit ff="monospace" /> }}
    />
  );
}

/**
 * A master's captions against a station's caption rules (issue 32), under its spec evaluation in the
 * review: nothing found is one quiet line; else a badge (advice, or not meeting the spec when the spec
 * makes caption findings errors), one line per rule broken, and, when they fail, what to do: upload
 * corrected captions, since no output made before delivery can mend them. `mend` says it where the
 * review's words do not fit (a spot already delivered: "then deliver again").
 */
export function CaptionSpecCheckView({ check, mend }: { check: CaptionJudgement; mend?: ReactNode }) {
  const { t } = useTranslation('stationSpecs');
  if (check.result === 'passes')
    return (
      <Text size="sm" c="dimmed" data-caption-result="passes">
        {t('captionCheck.none')}
      </Text>
    );
  const { color, Icon } = LOOK[check.result];
  return (
    <Stack gap={4} data-caption-result={check.result}>
      <Group gap="xs">
        <ResultBadge color={color} Icon={Icon}>
          {t(`captionResults.${check.result}`)}
        </ResultBadge>
      </Group>
      <List size="sm" spacing={2}>
        {check.findings.map((finding) => (
          <List.Item key={finding.rule} c={check.result === 'fails' ? 'red.8' : undefined}>
            <CaptionFindingLine finding={finding} />
          </List.Item>
        ))}
      </List>
      {check.result === 'fails' && (
        <Text size="sm" c="dimmed">
          {mend ?? t('captionCheck.mend')}
        </Text>
      )}
    </Stack>
  );
}
