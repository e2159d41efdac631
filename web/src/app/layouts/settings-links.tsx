import { Anchor, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionCard } from '#components/section-card.tsx';
import { paths } from '#config/paths.ts';
import { useSession } from '#lib/session.ts';
import { canSeeTab, SETTINGS_TAB_ENTRIES } from '../settings-tabs.ts';

/**
 * On the profile page: the account's tabs are not there but under Settings, one address each
 * (/app/user/<tab>); a link to each tab the person may open.
 */
export function SettingsLinks() {
  const { t } = useTranslation('settings');
  const session = useSession();
  const visible = SETTINGS_TAB_ENTRIES.filter((entry) => entry.screen && canSeeTab(session, entry));
  return (
    <SectionCard title={t('fromProfile.title')} description={t('fromProfile.description')}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        spacing="xs"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {visible.map((entry) => (
          <li key={entry.tab}>
            <Anchor component={Link} to={paths.app.settings.getHref(entry.tab)}>
              <Group gap="xs" wrap="nowrap" component="span">
                <entry.icon size={16} aria-hidden />
                {t(`tabs.${entry.tab}.label`)}
              </Group>
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
