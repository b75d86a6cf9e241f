import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { exampleDates } from '../../lib/mail/exampleDates';

/** The example dates of the page's language, counted from today (see exampleDates). */
export function useExampleDates(): Record<string, string> {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  return useMemo(() => exampleDates(new Date(), language), [language]);
}
