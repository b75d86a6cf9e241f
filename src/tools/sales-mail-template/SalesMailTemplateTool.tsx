import { useEffect, useMemo, useRef, useState } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import type { Language } from '../../lib/i18n/types';
import { ChoiceCards } from '../../components/mail/ChoiceCards';
import { MailLanguageSelect } from '../../components/mail/MailLanguageSelect';
import { MailOutput } from '../../components/mail/MailOutput';
import { mailOutputLabels } from '../../components/mail/mailOutputLabels';
import type { GeneratedMail } from '../../lib/mail/mailText';
import { TextField } from '../../components/mail/TextField';
import { useMailLanguage } from '../../components/mail/useMailLanguage';
import { buildSalesMail, fieldsUsedBy } from './buildSalesMail';
import { locales } from './locales';
import {
  EMPTY_SALES_FORM,
  SALES_FIELDS,
  SALES_TEMPLATE_IDS,
  type SalesForm,
  type SalesTemplateId,
} from './salesTemplates';
import { SalesTips } from './SalesTips';

const FIELD_HINTS: Partial<Record<keyof SalesForm, string>> = {
  contactName: 'fields.contactName_hint',
  customMessage: 'fields.customMessage_hint',
};

export default function SalesMailTemplateTool() {
  const { t } = useToolTranslation('sales-mail-template', locales);
  const [templateId, setTemplateId] = useState<SalesTemplateId>('initial');
  const [form, setForm] = useState<SalesForm>(EMPTY_SALES_FORM);
  const [language, setLanguage] = useMailLanguage();
  const [output, setOutput] = useState<{ mail: GeneratedMail; language: Language } | null>(null);
  const [generation, setGeneration] = useState(0);
  const outputHeading = useRef<HTMLHeadingElement>(null);
  const used = useMemo(() => fieldsUsedBy(templateId), [templateId]);

  useEffect(() => {
    if (generation > 0) outputHeading.current?.focus();
  }, [generation]);

  const hintOf = (field: keyof SalesForm) => {
    if (!used.has(field)) return t('unused_field');
    const key = FIELD_HINTS[field];
    return key ? t(key) : undefined;
  };

  return (
    <div className="flex flex-col gap-6">
      <ChoiceCards
        legend={t('template_legend')}
        value={templateId}
        onChange={setTemplateId}
        choices={SALES_TEMPLATE_IDS.map((value) => ({
          value,
          name: t(`templates.${value}.name`),
          description: t(`templates.${value}.description`),
        }))}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <form
          className="panel flex flex-col gap-4"
          aria-labelledby="sales-mail-fields-heading"
          onSubmit={(event) => {
            event.preventDefault();
            setOutput({ mail: buildSalesMail(templateId, form, language), language });
            setGeneration((count) => count + 1);
          }}
        >
          <div>
            <h2
              id="sales-mail-fields-heading"
              className="text-lg font-semibold text-gray-900 dark:text-white"
            >
              {t('fields_heading')}
            </h2>
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('fields_hint')}</p>
          </div>
          {SALES_FIELDS.map((field) => (
            <TextField
              key={field}
              multiline={field === 'customMessage'}
              rows={5}
              maxLength={field === 'customMessage' ? 5000 : 100}
              label={t(`fields.${field}`)}
              placeholder={t(`fields.${field}_placeholder`)}
              hint={hintOf(field)}
              value={form[field]}
              onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
            />
          ))}
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
                setForm(EMPTY_SALES_FORM);
                setOutput(null);
              }}
            >
              {t('clear')}
            </button>
          </div>
        </form>
        <div className="flex flex-col gap-6">
          {output ? (
            <MailOutput
              mail={output.mail}
              language={output.language}
              labels={mailOutputLabels(t)}
              onChange={(mail) => setOutput((current) => current && { ...current, mail })}
              headingRef={outputHeading}
            />
          ) : (
            <p className="panel text-gray-700 dark:text-gray-300">{t('empty_output')}</p>
          )}
          <SalesTips />
        </div>
      </div>
    </div>
  );
}
