import { useId } from 'react';
import { collectGaps } from '../../lib/mail/mailGaps';
import { mailFrame, type EnglishNames, type MailContext } from '../../lib/mail/mailText';
import {
  defaultFamilyNamePart,
  ENGLISH_TITLES,
  nameParts,
  type EnglishSalutation,
  type FamilyNamePart,
} from '../../lib/mail/recipientName';
import { useMailTranslation } from './mailLocales';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

interface Props {
  /** The recipient as typed in the tool's own fields (often in Japanese). */
  recipient: { name: string; company: string };
  context: MailContext;
  onSalutationChange: (value: EnglishSalutation) => void;
  onNamesChange: (changes: Partial<EnglishNames>) => void;
}

const RECIPIENT_FIELDS = ['recipientName', 'recipientCompany'] as const;
const SENDER_FIELDS = ['senderName', 'senderCompany', 'senderDepartment'] as const;

/**
 * What an English mail needs besides the tool's fields: every name in Latin letters (an English
 * mail never carries the Japanese the forms are usually filled in with; names typed in Latin
 * letters already are filled in), and how to greet: Dear Mr. Tanaka, Dear Ms. Tanaka or the full
 * name. With a title, the user picks which part of the Latin name is the family name from the
 * parts themselves; the greeting it gives is shown right away.
 */
export function EnglishMailFields({
  recipient,
  context,
  onSalutationChange,
  onNamesChange,
}: Props) {
  const { t } = useMailTranslation();
  const groupId = useId();
  const { english, salutation } = context;
  const parts = nameParts(english.recipientName);
  const familyPart = salutation.familyPart ?? defaultFamilyNamePart(english.recipientName);
  const showFamily = salutation.title !== 'none' && parts.length > 1;
  const choices: { part: FamilyNamePart; text: string }[] = [
    { part: 'first', text: parts[0] ?? '' },
    { part: 'last', text: parts[parts.length - 1] ?? '' },
  ];
  const greeting = mailFrame(collectGaps('en'), recipient, context).address;
  const nameField = (field: keyof EnglishNames) => (
    <TextField
      key={field}
      label={t(`english.${field}`)}
      placeholder={t(`english.${field}_placeholder`)}
      value={english[field]}
      onChange={(value) => onNamesChange({ [field]: value })}
      maxLength={100}
    />
  );
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4 dark:border-gray-600">
      <legend className="px-1 font-semibold text-gray-900 dark:text-white">
        {t('english.legend')}
      </legend>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('english.hint')}</p>
      {RECIPIENT_FIELDS.map(nameField)}
      <SelectField
        label={t('salutation.title')}
        value={salutation.title}
        options={ENGLISH_TITLES.map((title) => ({
          value: title,
          label: t(`salutation.titles.${title}`),
        }))}
        onChange={(title) => onSalutationChange({ ...salutation, title })}
      />
      {showFamily && (
        <div
          role="radiogroup"
          aria-labelledby={`${groupId}-family`}
          className="flex flex-col gap-1"
        >
          <span id={`${groupId}-family`} className="label">
            {t('salutation.family')}
          </span>
          <div className="flex flex-wrap gap-4">
            {choices.map(({ part, text }) => (
              <label key={part} className="flex items-center gap-2 text-gray-900 dark:text-white">
                <input
                  type="radio"
                  name={`${groupId}-family`}
                  value={part}
                  checked={familyPart === part}
                  onChange={() => onSalutationChange({ ...salutation, familyPart: part })}
                  className="h-4 w-4 accent-blue-700 dark:accent-blue-300"
                />
                {text}
              </label>
            ))}
          </div>
        </div>
      )}
      <p className="text-sm text-gray-800 dark:text-gray-200" aria-live="polite">
        {t('salutation.greeting', { greeting, interpolation: { escapeValue: false } })}
      </p>
      {SENDER_FIELDS.map(nameField)}
    </fieldset>
  );
}
