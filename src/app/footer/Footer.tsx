import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { githubUrl, privacyPolicyUrl, termsUrl } from '../lib/config';

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
  const { t } = useTranslation();
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{t('footer.new_tab')}</span>
    </a>
  );
}

export default function Footer() {
  const { t } = useTranslation();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <footer className="mt-12 border-t border-gray-200 py-8 text-sm text-gray-700 dark:border-gray-700 dark:text-gray-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('footer.social')} className="footer-links flex flex-wrap gap-4">
          {shareLinks(origin, t('site.title')).map((link) => (
            <SiteLink key={link.key} href={link.href}>
              {t(`footer.${link.key}`)}
            </SiteLink>
          ))}
          {githubUrl && <SiteLink href={githubUrl}>{t('footer.github')}</SiteLink>}
        </nav>
        <nav aria-label={t('footer.contact')} className="footer-links flex flex-wrap gap-4">
          <Link to="/contact">{t('footer.contact')}</Link>
          <SiteLink href={privacyPolicyUrl}>{t('footer.privacy')}</SiteLink>
          <SiteLink href={termsUrl}>{t('footer.terms')}</SiteLink>
        </nav>
        <p>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
