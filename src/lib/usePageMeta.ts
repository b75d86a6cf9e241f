import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { trackPageView } from './analytics';

function setMetaDescription(description: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

/**
 * Sets the document title ("page | site") and description for the current language, and
 * records one page view per path (with the tool id on tool pages).
 */
export function usePageMeta(pageTitle: string | null, description?: string, toolId?: string) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const siteTitle = t('site.title');
  const title = pageTitle ? `${pageTitle} | ${siteTitle}` : `${siteTitle} - ${t('site.subtitle')}`;

  useEffect(() => {
    document.title = title;
    if (description) setMetaDescription(description);
  }, [title, description]);

  useEffect(() => {
    trackPageView(pathname, document.title, toolId);
    // Keyed on the path only: a title change on a language switch is not a new page view.
  }, [pathname, toolId]);
}
