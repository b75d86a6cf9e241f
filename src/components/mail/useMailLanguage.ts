import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import type { Language } from '../../lib/i18n/types';

/**
 * The language the mail is written in: the site's language until the user picks another one
 * (a Japanese user may well need an English mail for a client abroad).
 */
export function useMailLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const [picked, setPicked] = useState<Language | null>(null);
  return [picked ?? currentLanguage(i18n.resolvedLanguage), setPicked];
}
