import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Moon, Sun } from '../components/firstPaintIcons';
import {
  applyTheme,
  followSystemTheme,
  readStoredTheme,
  storeTheme,
  toggledTheme,
  type Theme,
} from '../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  // The system's setting is followed until the visitor chooses here.
  useEffect(() => followSystemTheme(setTheme), []);
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
      {/* Picked by the theme class on <html>, which index.html sets before the first paint, so
          the HTML drawn at build time shows the right one too: the moon offers dark, the sun
          light. */}
      <Moon className="h-5 w-5 dark:hidden" />
      <Sun className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
