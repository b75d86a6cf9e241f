import { useTranslation } from 'react-i18next';
import { downloadText } from '../../lib/download';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import type { Language } from '../../lib/i18n/types';
import type { AppointmentForm } from './appointmentForm';
import {
  appointmentSlots,
  buildAppointmentCalendarLink,
  buildAppointmentIcs,
} from './buildAppointment';
import { formatSlot } from './candidateTimes';
import { locales } from './locales';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Download from 'lucide-react/icons/download';

interface Props {
  /** The form as it was when the mail was written. */
  form: AppointmentForm;
  /** The language of the mail, which the calendar entry follows. */
  language: Language;
}

export function CalendarActions({ form, language }: Props) {
  const { t } = useToolTranslation('appointment-template', locales);
  const { i18n } = useTranslation();
  const link = buildAppointmentCalendarLink(form, language);
  const firstSlot = appointmentSlots(form)[0];

  const downloadIcs = () => {
    const file = buildAppointmentIcs(
      form,
      language,
      new Date(),
      () => `${crypto.randomUUID()}@office-toolbox`,
    );
    if (file) downloadText(file.fileName, file.content, 'text/calendar;charset=utf-8');
  };

  return (
    <section
      className="flex flex-col gap-3 border-t border-gray-200 pt-4 dark:border-gray-700"
      aria-labelledby="appointment-calendar-heading"
    >
      <h3 id="appointment-calendar-heading" className="font-semibold text-gray-900 dark:text-white">
        {t('calendar.heading')}
      </h3>
      {link && firstSlot ? (
        <>
          <div className="flex flex-col gap-1">
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-secondary self-start"
              aria-describedby="appointment-calendar-google-hint"
            >
              <CalendarPlus className="h-4 w-4 shrink-0" />
              {t('calendar.google')}
              <span className="sr-only">{t('common:new_tab')}</span>
            </a>
            <p
              id="appointment-calendar-google-hint"
              className="text-sm text-gray-700 dark:text-gray-300"
            >
              {t('calendar.google_hint', {
                slot: formatSlot(firstSlot, currentLanguage(i18n.resolvedLanguage)),
              })}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <button
              type="button"
              className="btn btn-secondary self-start"
              onClick={downloadIcs}
              aria-describedby="appointment-calendar-ics-hint"
            >
              <Download className="h-4 w-4 shrink-0" />
              {t('calendar.ics')}
            </button>
            <p
              id="appointment-calendar-ics-hint"
              className="text-sm text-gray-700 dark:text-gray-300"
            >
              {t('calendar.ics_hint')}
            </p>
          </div>
        </>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('calendar.unavailable')}</p>
      )}
    </section>
  );
}
