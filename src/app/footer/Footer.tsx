import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { githubUrl, privacyPolicyUrl, termsUrl } from '../../lib/config';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';

function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  return [
    {
      key: 'share_x',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    },
    { key: 'share_line', href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    { key: 'share_facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ] as const;
}

function SiteLink({ href, children }: { href: string; children: string }) {
  const { t } = useToolTranslation('footer', locales);
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{t('common:new_tab')}</span>
    </a>
  );
}

export default function Footer() {
  const { t } = useToolTranslation('footer', locales);
  const { t: tSite } = useTranslation();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <footer className="mt-12 border-t border-gray-200 py-8 text-sm text-gray-700 dark:border-gray-700 dark:text-gray-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('social')} className="footer-links flex flex-wrap gap-4">
          {shareLinks(origin, tSite('site.title')).map((link) => (
            <SiteLink key={link.key} href={link.href}>
              {t(link.key)}
            </SiteLink>
          ))}
          {githubUrl && <SiteLink href={githubUrl}>{t('github')}</SiteLink>}
        </nav>
        <nav aria-label={t('contact')} className="footer-links flex flex-wrap gap-4">
          <Link to="/contact">{t('contact')}</Link>
          <SiteLink href={privacyPolicyUrl}>{t('privacy')}</SiteLink>
          <SiteLink href={termsUrl}>{t('terms')}</SiteLink>
        </nav>
        <p>{t('copyright', { year: tokyoYear() })}</p>
      </div>
    </footer>
  );
}

/** This year in Japan (the footer is drawn by the app, never into the built HTML). */
function tokyoYear(): number {
  return new Date(Date.now() + 9 * 60 * 60 * 1000).getUTCFullYear();
}
