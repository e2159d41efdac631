import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { QC_CHECKS } from '@masterport/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PreUploadCheck } from '../hooks/use-preupload-checks.ts';
import { QcItemBadge } from './status-badge.tsx';

const CHECKS: ReadonlySet<string> = new Set(QC_CHECKS);

/**
 * Under a drop zone: what quality control will say of the dropped file's format, read from its headers
 * while it uploads (docs/architecture.md "Before the upload"). Advice only: the upload goes on, and the
 * server's quality control decides.
 */
export function PreUploadPanel({ check }: { check: PreUploadCheck }) {
  const { t, i18n } = useTranslation('masters');
  const language = i18n.language === 'fr' ? 'fr' : 'en';

  if (check.state === 'reading')
    return (
      <Group gap={8} wrap="nowrap" data-precheck="reading">
        <Loader size={14} color="gray" aria-hidden />
        <Text size="xs" c="dimmed">
          {t('precheck.reading')}
        </Text>
      </Group>
    );
  if (check.state === 'unread')
    return (
      <Text size="xs" c="dimmed" data-precheck="unread">
        {t('precheck.unread')}
      </Text>
    );

  // A file whose headers answer none of QC's checks here (a web master's separate audio) says nothing.
  if (check.items.length === 0) return null;
  const problems = check.items.filter((item) => item.status !== 'passed');
  // The checks that pass, by the QC tab's names, in a list ("container, video codec, ...").
  const passed = [...new Set(check.items.filter((item) => item.status === 'passed').map((item) => item.check))]
    .map((name) => (CHECKS.has(name) ? t(`checks.${name as 'ratio'}`) : name).toLocaleLowerCase(language))
    .join(', ');
  if (problems.length === 0)
    return (
      <Group gap={6} wrap="nowrap" align="flex-start" data-precheck="passed">
        <IconCircleCheck
          size={16}
          stroke={1.8}
          color="var(--mantine-color-green-8)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Text size="xs" c="dimmed">
          {t('precheck.passed', { checks: passed })}
        </Text>
      </Group>
    );

  const refused = problems.some((item) => item.status === 'rejected');
  return (
    <Paper
      component="section"
      bg="gray.0"
      radius="md"
      p="sm"
      aria-label={t('precheck.title')}
      data-precheck={refused ? 'rejected' : 'warning'}
    >
      <Stack gap={8}>
        <Text size="sm" fw={600}>
          {t('precheck.title')}
        </Text>
        <Text size="sm">{refused ? t('precheck.refused') : t('precheck.warned')}</Text>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {problems.map((item, index) => (
            <Group key={`${item.check}-${index}`} component="li" gap={8} wrap="nowrap" align="flex-start">
              <QcItemBadge status={item.status} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.message[language]}
              </Text>
            </Group>
          ))}
        </Stack>
        {passed && (
          <Text size="xs" c="dimmed">
            {t('precheck.passes', { checks: passed })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('precheck.decides')}
        </Text>
      </Stack>
    </Paper>
  );
}
