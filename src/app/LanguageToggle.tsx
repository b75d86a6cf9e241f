import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = currentLanguage(i18n.resolvedLanguage) === 'ja' ? 'en' : 'ja';
  return (
    <button
      type="button"
      className="btn btn-ghost text-sm"
      lang={next}
      aria-label={t('header.language_toggle_label')}
      onClick={() => void i18n.changeLanguage(next)}
    >
      {t('header.language_toggle')}
    </button>
  );
}
