import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { noteValueLeftForTheApp, useDrawnAtBuildTime } from '../../lib/drawnAtBuildTime';
import { exampleDates } from '../../lib/mail/exampleDates';

/**
 * The example dates of the page's language, counted from today (see exampleDates). In the page
 * drawn at build time each is a no-break space the app fills in (the built HTML is served on
 * every later day too).
 */
export function useExampleDates(): Record<string, string> {
  const { i18n } = useTranslation();
  const atBuildTime = useDrawnAtBuildTime();
  // The app's first render fills them in: it replaces the drawn page rather than take it over.
  if (atBuildTime) noteValueLeftForTheApp();
  const language = currentLanguage(i18n.resolvedLanguage);
  return useMemo(() => {
    const dates = exampleDates(new Date(), language);
    return atBuildTime
      ? Object.fromEntries(Object.keys(dates).map((key) => [key, '\u00a0']))
      : dates;
  }, [language, atBuildTime]);
}
