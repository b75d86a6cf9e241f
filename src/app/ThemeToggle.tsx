import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../components/icons';
import { applyTheme, readStoredTheme, storeTheme, toggledTheme, type Theme } from '../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  const next = toggledTheme(theme);
  const label = next === 'dark' ? t('header.theme_to_dark') : t('header.theme_to_light');
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={label}
      title={label}
      onClick={() => {
        applyTheme(next);
        storeTheme(next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
