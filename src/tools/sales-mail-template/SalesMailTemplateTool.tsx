import { useId, useMemo, useState } from 'react';
import { ChoiceCards } from '../../components/mail/ChoiceCards';
import { MailToolShell } from '../../components/mail/MailToolShell';
import { MeetingOfferFields } from '../../components/mail/MeetingOfferFields';
import { TextField } from '../../components/mail/TextField';
import { useExampleDates } from '../../components/mail/useExampleDates';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { buildSalesMail, inputsUsedBy, type SalesInput } from './buildSalesMail';
import { locales } from './locales';
import {
  EMPTY_SALES_FORM,
  SALES_TEMPLATE_IDS,
  SALES_TEXT_FIELDS,
  type SalesForm,
  type SalesTemplateId,
  type SalesTextField,
} from './salesTemplates';
import { SalesTips } from './SalesTips';

const FIELD_HINTS: Partial<Record<SalesTextField, string>> = {
  contactName: 'fields.contactName_hint',
  customMessage: 'fields.customMessage_hint',
};

function isSalesInput(field: SalesTextField): field is SalesTextField & SalesInput {
  return field === 'productService' || field === 'meetingDate';
}

/** The fields a placeholder of the mail can stand for. */
const LABELLED_FIELDS: readonly string[] = ['productService', 'meetingDate', 'customMessage'];

export default function SalesMailTemplateTool() {
  const { t } = useToolTranslation('sales-mail-template', locales);
  const dates = useExampleDates();
  const [templateId, setTemplateId] = useState<SalesTemplateId>('initial');
  const [form, setForm] = useState<SalesForm>(EMPTY_SALES_FORM);
  const used = useMemo(() => inputsUsedBy(templateId), [templateId]);
  const attachmentHintId = useId();

  const hintOf = (field: SalesTextField) => {
    if (isSalesInput(field) && !used.has(field)) return t('unused_field');
    const key = FIELD_HINTS[field];
    return key ? t(key) : undefined;
  };

  return (
    <MailToolShell
      heading={t('fields_heading')}
      before={
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
      }
      aside={<SalesTips />}
      recipient={{ name: form.contactName, company: form.companyName }}
      fieldLabel={(field) => (LABELLED_FIELDS.includes(field) ? t(`fields.${field}`) : undefined)}
      generate={(language, context) => ({
        mail: buildSalesMail(templateId, form, language, context),
      })}
      onClear={() => setForm(EMPTY_SALES_FORM)}
      emptyOutput={t('empty_output')}
    >
      {SALES_TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          multiline={field === 'customMessage'}
          rows={5}
          maxLength={field === 'customMessage' ? 5000 : 100}
          label={t(`fields.${field}`)}
          placeholder={t(`fields.${field}_placeholder`, dates)}
          hint={hintOf(field)}
          value={form[field]}
          onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
        />
      ))}
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-2 text-gray-900 dark:text-white">
          <input
            type="checkbox"
            className="h-4 w-4 accent-blue-700 dark:accent-blue-300"
            checked={form.attachment}
            aria-describedby={attachmentHintId}
            onChange={(event) =>
              setForm((current) => ({ ...current, attachment: event.target.checked }))
            }
          />
          {t('fields.attachment')}
        </label>
        <p id={attachmentHintId} className="text-sm text-gray-700 dark:text-gray-300">
          {used.has('attachment') ? t('fields.attachment_hint') : t('unused_field')}
        </p>
      </div>
      <MeetingOfferFields
        value={form.offer}
        used={used.has('offer')}
        onChange={(offer) => setForm((current) => ({ ...current, offer }))}
      />
    </MailToolShell>
  );
}
