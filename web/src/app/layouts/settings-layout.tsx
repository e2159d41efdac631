import { Indicator, Tabs, VisuallyHidden } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ComingSoon } from '#components/coming-soon.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { paths, type SettingsTab } from '#config/paths.ts';
import { useProfileStatus } from '#lib/profile-status.ts';
import { SETTINGS_PERMISSIONS, useSession } from '#lib/session.ts';
import { useSelectedTabInView } from '#lib/use-selected-tab-in-view.ts';
import { canSeeTab, SETTINGS_TAB_ENTRIES, tabPermissions } from '../settings-tabs.ts';

/**
 * /app/user/<tab>: the account's settings, one tab per address (seed 000 §2). The nav lists the
 * tabs the user may see; the tab's screen renders below it.
 */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visible = SETTINGS_TAB_ENTRIES.filter((entry) => canSeeTab(session, entry));
  const current = SETTINGS_TAB_ENTRIES.find((entry) => pathname.startsWith(paths.app.settings.getHref(entry.tab)));
  const status = useProfileStatus().data?.profile_status ?? {};
  // On a phone the tabs scroll sideways: the open one is brought into view.
  const nav = useSelectedTabInView<HTMLDivElement>(current?.tab);
  const todo = (tab: SettingsTab) => (status as Partial<Record<string, string>>)[tab] === 'incomplete';

  return (
    <>
      <PageHeader title={t('title')} description={current ? t(`tabs.${current.tab}.description`) : t('description')} />
      {visible.length > 0 && (
        <Tabs
          value={current?.tab ?? null}
          onChange={(tab) => tab && void navigate(paths.app.settings.getHref(tab as SettingsTab))}
          classNames={{ list: 'mp-scroll-tabs' }}
          mb="lg"
        >
          <Tabs.List aria-label={t('navLabel')} ref={nav}>
            {visible.map((entry) => (
              <Tabs.Tab
                key={entry.tab}
                value={entry.tab}
                data-todo={todo(entry.tab) || undefined}
                leftSection={
                  <Indicator disabled={!todo(entry.tab)} color="orange" size={7} offset={1}>
                    <entry.icon size={16} aria-hidden />
                  </Indicator>
                }
              >
                {t(`tabs.${entry.tab}.label`)}
                {todo(entry.tab) && <VisuallyHidden> ({t('todo')})</VisuallyHidden>}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {current && current.permission === null ? (
        <Outlet />
      ) : (
        <RequirePermission keys={(current && tabPermissions(current)) ?? SETTINGS_PERMISSIONS}>
          <Outlet />
        </RequirePermission>
      )}
    </>
  );
}

/** A settings tab whose screen has not shipped yet. */
export function SettingsComingSoon() {
  const { t } = useTranslation('settings');
  return (
    <ComingSoon icon={<IconSettings size={30} aria-hidden />} title={t('comingTitle')} description={t('comingText')} />
  );
}
