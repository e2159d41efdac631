import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@masterport/contract';
import { currentLanguage, isLanguage, setLanguage } from '#lib/i18n.ts';

/** EN/FR switch (seed 000 §1): the choice is stored on this device. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const value: Language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <SegmentedControl
      aria-label={t('language.switch')}
      size={size}
      radius="md"
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) void setLanguage(next);
      }}
      data={[
        {
          value: 'en',
          label: (
            <span lang="en" title="English">
              EN
            </span>
          ),
        },
        {
          value: 'fr',
          label: (
            <span lang="fr" title="Français">
              FR
            </span>
          ),
        },
      ]}
    />
  );
}
