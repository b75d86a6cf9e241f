import { downloadText } from '../../lib/download';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import {
  buildDecisionCalendarLink,
  buildDecisionIcs,
  decidedSlot,
  type DecidedPoll,
} from './decision';
import { decidedPollUid } from '../../lib/scheduleOptions/decidedEvent';
import { locales } from './locales';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Download from 'lucide-react/icons/download';

/**
 * The decided date into a calendar: a Google Calendar link and an .ics file for the rest (a
 * whole-day event for a date without a clock time); a text candidate has neither.
 */
export function DecidedCalendarActions({
  poll,
  language,
}: {
  poll: DecidedPoll;
  language: 'ja' | 'en';
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  if (!decidedSlot(poll.option))
    return <p className="muted text-sm">{t('decision.no_calendar')}</p>;
  const link = buildDecisionCalendarLink(poll, language);
  const download = () => {
    // The poll's UID, as the decision mail's file and the calendar feed have it: a calendar that
    // holds more than one of them updates one event. (A page read before the public view carried
    // the poll's id falls back to the candidate's.)
    const uid = poll.id ? decidedPollUid(poll.id) : `${poll.option.id}@office-toolbox`;
    const file = buildDecisionIcs(poll, new Date(), uid, language);
    if (file) downloadText(file.fileName, file.content, 'text/calendar;charset=utf-8');
  };
  return (
    <div className="flex flex-wrap gap-2">
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer" className="btn btn-secondary">
          <CalendarPlus className="h-4 w-4 shrink-0" />
          {t('decision.google')}
          <span className="sr-only">{t('common:new_tab')}</span>
        </a>
      )}
      <button type="button" className="btn btn-secondary" onClick={download}>
        <Download className="h-4 w-4 shrink-0" />
        {t('decision.ics')}
      </button>
    </div>
  );
}
