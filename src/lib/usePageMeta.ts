import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { trackPageView } from './analytics';

function setHeadTag(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  apply(element);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  setHeadTag(
    `meta[${attribute}="${key}"]`,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      return meta;
    },
    (el) => el.setAttribute('content', content),
  );
}

/** Title, description, canonical URL and Open Graph tags for the current route and language. */
export function applyPageMeta(
  title: string,
  description: string | undefined,
  url: string,
  language: string,
) {
  document.title = title;
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:locale', language === 'en' ? 'en_US' : 'ja_JP');
  if (description) {
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
  }
  setHeadTag(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    },
    (el) => el.setAttribute('href', url),
  );
}

/** "page | site", or "site - subtitle" for the home page (also used for the built HTML). */
export function pageTitleFor(pageTitle: string | null, siteTitle: string, subtitle: string) {
  return pageTitle ? `${pageTitle} | ${siteTitle}` : `${siteTitle} - ${subtitle}`;
}

/**
 * Sets the page's head tags ("page | site") for the current language, and records one page
 * view per path (with the tool id on tool pages).
 */
export function usePageMeta(pageTitle: string | null, description?: string, toolId?: string) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const siteTitle = t('site.title');
  const title = pageTitleFor(pageTitle, siteTitle, t('site.subtitle'));
  const language = i18n.resolvedLanguage ?? 'ja';

  useEffect(() => {
    applyPageMeta(title, description, `${window.location.origin}${pathname}`, language);
  }, [title, description, pathname, language]);

  useEffect(() => {
    trackPageView(pathname, document.title, toolId);
    // Keyed on the path only: a title change on a language switch is not a new page view.
  }, [pathname, toolId]);
}
