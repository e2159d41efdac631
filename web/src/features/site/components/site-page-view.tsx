import type { AcceptedFormatFacts, Language, SitePage } from '@masterport/contract';
import { I18nextProvider } from 'react-i18next';
import { siteI18n } from '../model/site-i18n.ts';
import { AboutPage } from './about-page.tsx';
import { AcceptedFormatsPage } from './accepted-formats-page.tsx';
import { ContactPage } from './contact-page.tsx';
import { FeaturesPage } from './features-page.tsx';
import { LandingPage } from './landing-page.tsx';
import { LegalPage } from './legal-page.tsx';
import { MaintenancePage } from './maintenance-page.tsx';
import { MasterTutorialPage } from './master-tutorial-page.tsx';
import { PricingPage } from './pricing-page.tsx';
import { SiteFrame } from './site-frame.tsx';

/** What some pages need beyond the dictionaries: the formats page's facts, built at prerender time. */
export interface SitePageData {
  readonly facts: AcceptedFormatFacts;
}

/** In the app, no page it routes needs data (site-routes.tsx); the prerender passes it. */
const NO_DATA: SitePageData | undefined = undefined;

function Content({ page, language, data }: { page: SitePage; language: Language; data: SitePageData | undefined }) {
  switch (page) {
    case 'home':
      return <LandingPage language={language} />;
    case 'pricing':
      return <PricingPage language={language} />;
    case 'features':
      return <FeaturesPage />;
    case 'about':
      return <AboutPage />;
    case 'contact':
      return <ContactPage language={language} />;
    case 'acceptedFormats':
      return data ? <AcceptedFormatsPage language={language} facts={data.facts} /> : null;
    case 'masterTutorial':
      return <MasterTutorialPage language={language} />;
    case 'privacy':
    case 'terms':
      return <LegalPage document={page} language={language} />;
    case 'maintenance':
      return <MaintenancePage />;
  }
}

/** A public site page in its address's language, in the site's frame: what the prerender writes. */
export function SitePageView({
  page,
  language,
  data = NO_DATA,
}: {
  page: SitePage;
  language: Language;
  data?: SitePageData | undefined;
}) {
  return (
    <I18nextProvider i18n={siteI18n(language)}>
      <SiteFrame page={page} language={language}>
        <Content page={page} language={language} data={data} />
      </SiteFrame>
    </I18nextProvider>
  );
}
