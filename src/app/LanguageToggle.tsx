import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = currentLanguage(i18n.resolvedLanguage) === 'ja' ? 'en' : 'ja';
  return (
    // The accessible name starts with the visible text ("English"), so people who operate the
    // page by voice can say what they see (WCAG 2.5.3); the hidden part says what it does.
    <button
      type="button"
      className="btn btn-ghost text-sm"
      onClick={() => void i18n.changeLanguage(next)}
    >
      <span lang={next}>{t('header.language_toggle')}</span>
      <span className="sr-only"> {t('header.language_toggle_label')}</span>
    </button>
  );
}
