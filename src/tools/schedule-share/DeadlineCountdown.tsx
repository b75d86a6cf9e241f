import { useEffect, useState } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { nextTickIn, remaining } from './countdown';
import { locales } from './locales';
import { formatPollDateTime } from '../../lib/scheduleOptions/optionTime';

/**
 * 回答期限: 2026年12月1日 18:00（日本時間） · あと2日3時間, counting down by the database's clock
 * (`offsetMs`: how far the server's clock is ahead of this device's). Calls `onPassed` once
 * when the deadline is reached, so the page can close the form without losing what was typed.
 */
export function DeadlineCountdown({
  deadline,
  offsetMs,
  language,
  onPassed,
}: {
  deadline: string;
  offsetMs: number;
  language: 'ja' | 'en';
  onPassed: () => void;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const deadlineMs = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  const left = remaining(deadlineMs, now);

  useEffect(() => {
    if (!left) {
      onPassed();
      return;
    }
    const timer = window.setTimeout(
      () => setNow(Date.now() + offsetMs),
      nextTickIn(deadlineMs, now),
    );
    return () => window.clearTimeout(timer);
    // onPassed is the page's callback: a new function each render must not restart the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, deadlineMs, offsetMs, left === null]);

  return (
    <p className="text-sm">
      {t('shared.deadline', { date: formatPollDateTime(deadline, language) })}
      {left && (
        <span role="timer" className="ml-2 font-semibold">
          {left.unit === 'days'
            ? t('shared.countdown_days', { days: left.days, hours: left.hours })
            : left.unit === 'hours'
              ? t('shared.countdown_hours', { hours: left.hours, minutes: left.minutes })
              : t('shared.countdown_minutes', { minutes: left.minutes, seconds: left.seconds })}
        </span>
      )}
    </p>
  );
}
