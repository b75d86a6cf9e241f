import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailToolShell } from '../../components/mail/MailToolShell';
import { TextField } from '../../components/mail/TextField';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useHolidayCalendar } from '../../lib/japaneseCalendar/useHolidayCalendar';
import {
  DURATIONS,
  emptyAppointmentForm,
  isDuration,
  type AppointmentForm,
  type AppointmentTextField,
} from './appointmentForm';
import { buildAppointmentMail } from './buildAppointment';
import { CalendarActions } from './CalendarActions';
import { CandidateDateList } from './CandidateDateList';
import { formatDuration } from './candidateTimes';
import { locales } from './locales';

const BASIC_FIELDS = [
  'meetingTitle',
  'contactCompany',
  'contactName',
  'purpose',
] as const satisfies readonly AppointmentTextField[];

const FIELD_HINTS: Partial<Record<AppointmentTextField, string>> = {
  meetingTitle: 'fields.meetingTitle_hint',
  contactName: 'fields.contactName_hint',
  location: 'fields.location_hint',
};

/** The fields a placeholder of the mail can stand for. */
const LABELLED_FIELDS: readonly string[] = ['meetingTitle', 'purpose', 'location', 'notes'];
const isLabelledField = (field: string) => LABELLED_FIELDS.includes(field);

export default function AppointmentTemplateTool() {
  const { t } = useToolTranslation('appointment-template', locales);
  const { i18n } = useTranslation();
  const uiLanguage = currentLanguage(i18n.resolvedLanguage);
  const [form, setForm] = useState<AppointmentForm>(emptyAppointmentForm);
  const holidays = useHolidayCalendar();

  const setText = (field: AppointmentTextField) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const textField = (field: AppointmentTextField) => {
    const hintKey = FIELD_HINTS[field];
    return (
      <TextField
        key={field}
        label={t(`fields.${field}`)}
        placeholder={t(`fields.${field}_placeholder`)}
        hint={hintKey ? t(hintKey) : undefined}
        value={form[field]}
        onChange={setText(field)}
        maxLength={100}
      />
    );
  };

  return (
    <MailToolShell
      heading={t('basic_heading')}
      recipient={{ name: form.contactName, company: form.contactCompany }}
      fieldLabel={(field) => (isLabelledField(field) ? t(`fields.${field}`) : undefined)}
      generate={(language, context) => ({
        mail: buildAppointmentMail(form, language, context, new Date(), holidays?.holidayOn),
        form,
        language,
      })}
      onClear={() => setForm(emptyAppointmentForm())}
      emptyOutput={t('empty_output')}
      renderExtras={(result) => <CalendarActions form={result.form} language={result.language} />}
    >
      {BASIC_FIELDS.map(textField)}
      <div className="flex flex-col gap-1">
        <label htmlFor="appointment-duration" className="label">
          {t('fields.duration')}
        </label>
        <select
          id="appointment-duration"
          className="input w-full sm:w-48"
          value={form.duration}
          onChange={(event) => {
            const minutes = Number(event.target.value);
            if (isDuration(minutes)) setForm((current) => ({ ...current, duration: minutes }));
          }}
        >
          {DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {formatDuration(minutes, uiLanguage)}
            </option>
          ))}
        </select>
      </div>
      {textField('location')}
      <CandidateDateList
        holidays={holidays}
        rows={form.candidateDates}
        onChange={(candidateDates) => setForm((current) => ({ ...current, candidateDates }))}
      />
      <TextField
        multiline
        rows={4}
        maxLength={2000}
        label={t('fields.notes')}
        placeholder={t('fields.notes_placeholder')}
        value={form.notes}
        onChange={setText('notes')}
      />
    </MailToolShell>
  );
}
