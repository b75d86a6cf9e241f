import { useId } from 'react';
import {
  defaultFamilyNamePart,
  englishGreeting,
  ENGLISH_TITLES,
  nameParts,
  type EnglishSalutation,
  type FamilyNamePart,
} from '../../lib/mail/recipientName';
import { useMailTranslation } from './mailLocales';
import { SelectField } from './SelectField';

interface Props {
  recipientName: string;
  recipientCompany: string;
  value: EnglishSalutation;
  onChange: (value: EnglishSalutation) => void;
}

/**
 * How an English mail greets the recipient. The name stays one field, typed in whatever order the
 * user knows it (山田 太郎, Taro Yamada, Yamada Taro); when a title is chosen, the user picks which
 * of the typed parts is the family name from the parts themselves. That is clearer than separate
 * given/family fields, which the Japanese mail does not need and which people fill in the wrong
 * order, and the greeting it gives is shown right away.
 */
export function EnglishSalutationFields({
  recipientName,
  recipientCompany,
  value,
  onChange,
}: Props) {
  const { t } = useMailTranslation();
  const groupId = useId();
  const parts = nameParts(recipientName);
  const familyPart = value.familyPart ?? defaultFamilyNamePart(recipientName);
  const showFamily = value.title !== 'none' && parts.length > 1;
  const notLatin = /[^\p{Script=Latin}\p{P}\s\d]/u.test(parts.join(''));
  const choices: { part: FamilyNamePart; text: string }[] = [
    { part: 'first', text: parts[0] ?? '' },
    { part: 'last', text: parts[parts.length - 1] ?? '' },
  ];
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4 dark:border-gray-600">
      <legend className="px-1 font-semibold text-gray-900 dark:text-white">
        {t('salutation.legend')}
      </legend>
      <SelectField
        label={t('salutation.title')}
        value={value.title}
        options={ENGLISH_TITLES.map((title) => ({
          value: title,
          label: t(`salutation.titles.${title}`),
        }))}
        onChange={(title) => onChange({ ...value, title })}
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
                  onChange={() => onChange({ ...value, familyPart: part })}
                  className="h-4 w-4 accent-blue-700 dark:accent-blue-300"
                />
                {text}
              </label>
            ))}
          </div>
        </div>
      )}
      <p className="text-sm text-gray-800 dark:text-gray-200" aria-live="polite">
        {t('salutation.greeting', {
          greeting: englishGreeting(recipientName, recipientCompany, value),
          interpolation: { escapeValue: false },
        })}
      </p>
      {notLatin && (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('salutation.latin_hint')}</p>
      )}
    </fieldset>
  );
}
