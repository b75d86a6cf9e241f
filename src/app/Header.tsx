import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageToggle } from './LanguageToggle';
import { ThemeToggle } from './ThemeToggle';

export function Header({ accountSlot }: { accountSlot?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-gray-200 bg-white/95 dark:border-gray-700 dark:bg-gray-900/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        {/* Named by its visible title and subtitle (WCAG 2.5.3), then where it leads. */}
        <Link to="/" className="group rounded-md">
          <span className="block text-lg font-bold text-gray-900 group-hover:text-blue-700 dark:text-white dark:group-hover:text-blue-300">
            {t('site.title')}
          </span>
          <span className="block text-xs text-gray-600 dark:text-gray-300">
            {t('site.subtitle')}
          </span>
          <span className="sr-only"> {t('header.home_link')}</span>
        </Link>
        <nav className="flex items-center gap-2" aria-label="site">
          {/* No box of its own; index.css hides it while a signed-in visitor's page starts. */}
          <div className="contents" data-account-slot>
            {accountSlot}
          </div>
          <LanguageToggle />
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
