import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> · Masterport" in the browser tab, so screen readers and history name each page. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const name = t('brand.name');
  useEffect(() => {
    if (title) document.title = `${title} · ${name}`;
  }, [title, name]);
}
