import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '#config/paths.ts';

export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-8)" />
      <path d="M8 23V9h3.2l4.8 7 4.8-7H24v14h-3.2v-8.6L16 21l-4.8-6.6V23z" fill="#fff" />
    </svg>
  );
}

/** The product mark and name, linking to `to`. The name hides on narrow screens when `compact`. */
export function Brand({ to = paths.home.getHref(), compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={t('brand.home', { name: t('brand.name') })}
      style={{ borderRadius: 8 }}
    >
      <Group gap={10} wrap="nowrap">
        <BrandMark />
        <Text
          fw={700}
          fz="lg"
          c="brand.9"
          visibleFrom={compact ? 'sm' : undefined}
          style={{ letterSpacing: '-0.01em' }}
        >
          {t('brand.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
