import { SIGNED_IN_SKIPS, type Language, type SitePage } from '@masterport/contract';
import { Navigate } from 'react-router-dom';
import { HOME_AFTER_SIGN_IN } from '#lib/redirect.ts';
import { isSignedIn } from '#lib/session.ts';
import { SitePageView } from './site-page-view.tsx';

/** A site page inside the app, with the prerendered page's rule for a signed-in visitor (SIGNED_IN_SKIPS). */
export function SiteRoute({ page, language }: { page: SitePage; language: Language }) {
  if (SIGNED_IN_SKIPS.includes(page) && isSignedIn()) return <Navigate to={HOME_AFTER_SIGN_IN} replace />;
  return <SitePageView page={page} language={language} />;
}
