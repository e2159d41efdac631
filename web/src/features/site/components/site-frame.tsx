import { Anchor, Box, Button, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { sitePagePath, type Language, type SitePage } from '@masterport/contract';
import { IconMenu2 } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '#components/brand.tsx';
import { paths } from '#config/paths.ts';
import { SITE_MENU_ATTRIBUTE } from '../model/site-menu.ts';

const HEADER_PAGES = ['features', 'pricing', 'about', 'contact'] as const satisfies readonly SitePage[];
const FOOTER_PAGES = [
  'home',
  'features',
  'pricing',
  'about',
  'contact',
  'acceptedFormats',
  'masterTutorial',
  'privacy',
  'terms',
] as const satisfies readonly SitePage[];

/**
 * The marketing pages' frame (UI.md: a simple header and footer, the app's type and colour). Every
 * link is a plain anchor: the pages are prerendered HTML, so following one loads that page, and the
 * language link goes to the same page in the other language.
 */
export function SiteFrame({ page, language, children }: { page: SitePage; language: Language; children: ReactNode }) {
  const { t } = useTranslation(['site', 'common']);
  const other: Language = language === 'en' ? 'fr' : 'en';
  // Small screens only (styles.css): wider ones show the links whatever this says.
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg="var(--mp-page-bg)">
      <Anchor href="#main" className="mp-skip-link">
        {t('nav.skip')}
      </Anchor>
      <Box component="header" py="md" px={{ base: 'md', sm: 'xl' }}>
        <Container size="lg" px={0}>
          <div className="mp-site-header">
            <Anchor
              href={sitePagePath('home', language)}
              underline="never"
              aria-label={t('common:brand.home', { name: t('common:brand.name') })}
            >
              <Group gap={10} wrap="nowrap">
                <BrandMark />
                <Text component="span" fw={700} fz="lg" c="brand.9">
                  {t('common:brand.name')}
                </Text>
              </Group>
            </Anchor>
            <UnstyledButton
              className="mp-site-menu-button"
              aria-expanded={menuOpen}
              aria-controls="site-menu"
              onClick={() => setMenuOpen((open) => !open)}
              {...{ [SITE_MENU_ATTRIBUTE]: '' }}
            >
              <IconMenu2 size={20} aria-hidden />
              {t('nav.menu')}
            </UnstyledButton>
            <nav id="site-menu" className="mp-site-nav" aria-label={t('nav.label')}>
              {HEADER_PAGES.map((target) => (
                <Anchor
                  key={target}
                  href={sitePagePath(target, language)}
                  c="dark"
                  fw={500}
                  aria-current={target === page ? 'page' : undefined}
                >
                  {t(`nav.${target}`)}
                </Anchor>
              ))}
              <Anchor href={sitePagePath(page, other)} hrefLang={other} lang={other} c="dark" fw={500}>
                {t('nav.otherLanguage')}
              </Anchor>
              <Anchor href={paths.auth.login.getHref()} c="dark" fw={500}>
                {t('nav.signIn')}
              </Anchor>
              <Button component="a" href={paths.auth.signup.getHref()} size="sm">
                {t('nav.signUp')}
              </Button>
            </nav>
          </div>
        </Container>
      </Box>
      <Box component="main" id="main" flex={1} px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
        <Container size="lg" px={0}>
          {children}
        </Container>
      </Box>
      <Box component="footer" py="xl" px={{ base: 'md', sm: 'xl' }} bg="white">
        <Container size="lg" px={0}>
          <Stack gap="sm">
            <Group gap="lg" component="nav" aria-label={t('nav.footer')}>
              {FOOTER_PAGES.map((target) => (
                <Anchor key={target} href={sitePagePath(target, language)} size="sm" c="dimmed">
                  {t(`nav.${target}`)}
                </Anchor>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              {t('common:footer.copyright', { year: new Date().getFullYear() })}
            </Text>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
