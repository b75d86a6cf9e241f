import { useEffect, useRef, useState } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import type { Language } from '../../lib/i18n/types';
import { buildMail } from './buildMail';
import { ChoiceCards } from '../../components/mail/ChoiceCards';
import { locales } from './locales';
import { mailOutputLabels } from '../../components/mail/mailOutputLabels';
import { MailLanguageSelect } from '../../components/mail/MailLanguageSelect';
import { MailOutput } from '../../components/mail/MailOutput';
import { EMPTY_MAIL_FORM, MAIL_SCENES, type MailForm, type MailScene } from './mailScenes';
import type { GeneratedMail } from '../../lib/mail/mailText';
import { TextField } from '../../components/mail/TextField';
import { useMailLanguage } from '../../components/mail/useMailLanguage';

const SHORT_FIELDS = ['companyName', 'recipientName', 'senderName', 'subject'] as const;

export default function MailTemplateTool() {
  const { t } = useToolTranslation('mail-template', locales);
  const outputLabels = mailOutputLabels(t);
  const [scene, setScene] = useState<MailScene>('request');
  const [form, setForm] = useState<MailForm>(EMPTY_MAIL_FORM);
  const [language, setLanguage] = useMailLanguage();
  const [output, setOutput] = useState<{ mail: GeneratedMail; language: Language } | null>(null);
  const [generation, setGeneration] = useState(0);
  const outputHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (generation > 0) outputHeading.current?.focus();
  }, [generation]);

  const setField = (field: keyof MailForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  return (
    <div className="flex flex-col gap-6">
      <ChoiceCards
        legend={t('scene_legend')}
        value={scene}
        onChange={setScene}
        choices={MAIL_SCENES.map((value) => ({
          value,
          name: t(`scenes.${value}.name`),
          description: t(`scenes.${value}.description`),
        }))}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <form
          className="panel flex flex-col gap-4"
          aria-labelledby="mail-template-fields-heading"
          onSubmit={(event) => {
            event.preventDefault();
            setOutput({ mail: buildMail(scene, form, language), language });
            setGeneration((count) => count + 1);
          }}
        >
          <div>
            <h2
              id="mail-template-fields-heading"
              className="text-lg font-semibold text-gray-900 dark:text-white"
            >
              {t('fields_heading')}
            </h2>
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('fields_hint')}</p>
          </div>
          {SHORT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`fields.${field}`)}
              placeholder={t(`fields.${field}_placeholder`)}
              hint={field === 'recipientName' ? t('fields.recipientName_hint') : undefined}
              value={form[field]}
              onChange={setField(field)}
              maxLength={100}
            />
          ))}
          <TextField
            multiline
            rows={6}
            maxLength={5000}
            label={t('fields.customContent')}
            placeholder={t('fields.customContent_placeholder')}
            hint={t('fields.customContent_hint')}
            value={form.customContent}
            onChange={setField('customContent')}
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
                setForm(EMPTY_MAIL_FORM);
                setOutput(null);
              }}
            >
              {t('clear')}
            </button>
          </div>
        </form>
        {output ? (
          <MailOutput
            mail={output.mail}
            language={output.language}
            labels={outputLabels}
            onChange={(mail) => setOutput((current) => current && { ...current, mail })}
            headingRef={outputHeading}
          />
        ) : (
          <p className="panel text-gray-700 dark:text-gray-300">{t('empty_output')}</p>
        )}
      </div>
    </div>
  );
}
