import { useState } from 'react';
import { ChoiceCards } from '../../components/mail/ChoiceCards';
import { MailToolShell } from '../../components/mail/MailToolShell';
import { TextField } from '../../components/mail/TextField';
import { useExampleDates } from '../../components/mail/useExampleDates';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { buildMail } from './buildMail';
import { locales } from './locales';
import { EMPTY_MAIL_FORM, MAIL_SCENES, type MailForm, type MailScene } from './mailScenes';

const SHORT_FIELDS = ['companyName', 'recipientName', 'subject'] as const;

export default function MailTemplateTool() {
  const { t } = useToolTranslation('mail-template', locales);
  const [scene, setScene] = useState<MailScene>('request');
  const [form, setForm] = useState<MailForm>(EMPTY_MAIL_FORM);
  const dates = useExampleDates();

  const setField = (field: keyof MailForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  // The subject and the content get examples that fit the chosen scene.
  const placeholder = (field: keyof MailForm) =>
    field === 'subject' || field === 'customContent'
      ? t(`examples.${scene}.${field}`, dates)
      : t(`fields.${field}_placeholder`);

  return (
    <MailToolShell
      heading={t('fields_heading')}
      before={
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
      }
      recipient={{ name: form.recipientName, company: form.companyName }}
      fieldLabel={(field) =>
        field === 'subject' || field === 'customContent' ? t(`fields.${field}`) : undefined
      }
      generate={(language, context) => ({ mail: buildMail(scene, form, language, context) })}
      onClear={() => setForm(EMPTY_MAIL_FORM)}
      emptyOutput={t('empty_output')}
    >
      {SHORT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          placeholder={placeholder(field)}
          hint={
            field === 'subject' || field === 'recipientName' ? t(`fields.${field}_hint`) : undefined
          }
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
        placeholder={placeholder('customContent')}
        hint={t('fields.customContent_hint')}
        value={form.customContent}
        onChange={setField('customContent')}
      />
    </MailToolShell>
  );
}
