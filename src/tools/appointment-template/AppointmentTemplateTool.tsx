import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import type { Language } from '../../lib/i18n/types';
import { MailLanguageSelect } from '../../components/mail/MailLanguageSelect';
import { MailOutput } from '../../components/mail/MailOutput';
import { mailOutputLabels } from '../../components/mail/mailOutputLabels';
import type { GeneratedMail } from '../../lib/mail/mailText';
import { TextField } from '../../components/mail/TextField';
import { useMailLanguage } from '../../components/mail/useMailLanguage';
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
  'yourCompany',
  'yourName',
  'purpose',
] as const satisfies readonly AppointmentTextField[];

const FIELD_HINTS: Partial<Record<AppointmentTextField, string>> = {
  meetingTitle: 'fields.meetingTitle_hint',
  contactName: 'fields.contactName_hint',
};

interface Generated {
  mail: GeneratedMail;
  form: AppointmentForm;
  language: Language;
}

export default function AppointmentTemplateTool() {
  const { t } = useToolTranslation('appointment-template', locales);
  const { i18n } = useTranslation();
  const uiLanguage = currentLanguage(i18n.resolvedLanguage);
  const [form, setForm] = useState<AppointmentForm>(emptyAppointmentForm);
  const [language, setLanguage] = useMailLanguage();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [generation, setGeneration] = useState(0);
  const outputHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (generation > 0) outputHeading.current?.focus();
  }, [generation]);

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
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <form
        className="panel flex flex-col gap-6"
        aria-label={t('basic_heading')}
        onSubmit={(event) => {
          event.preventDefault();
          setGenerated({ mail: buildAppointmentMail(form, language), form, language });
          setGeneration((count) => count + 1);
        }}
      >
        <section className="flex flex-col gap-4" aria-labelledby="appointment-basic-heading">
          <div>
            <h2
              id="appointment-basic-heading"
              className="text-lg font-semibold text-gray-900 dark:text-white"
            >
              {t('basic_heading')}
            </h2>
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('fields_hint')}</p>
          </div>
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
        </section>
        <CandidateDateList
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
        <MailLanguageSelect
          label={t('language_label')}
          optionLabels={{ ja: t('language_options.ja'), en: t('language_options.en') }}
          value={language}
          onChange={setLanguage}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            {t('generate')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setForm(emptyAppointmentForm());
              setGenerated(null);
            }}
          >
            {t('clear')}
          </button>
        </div>
      </form>
      {generated ? (
        <MailOutput
          mail={generated.mail}
          language={generated.language}
          labels={mailOutputLabels(t)}
          onChange={(mail) => setGenerated((current) => current && { ...current, mail })}
          headingRef={outputHeading}
        >
          <CalendarActions form={generated.form} language={generated.language} />
        </MailOutput>
      ) : (
        <p className="panel text-gray-700 dark:text-gray-300">{t('empty_output')}</p>
      )}
    </div>
  );
}
