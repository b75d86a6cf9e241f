import { LANGUAGES, type Language } from '../../lib/i18n/types';
import { SelectField } from './SelectField';

interface Props {
  label: string;
  optionLabels: Record<Language, string>;
  value: Language;
  onChange: (language: Language) => void;
}

/** The language a mail is written in: the site's languages, each named in the screen's words. */
export function MailLanguageSelect({ label, optionLabels, value, onChange }: Props) {
  return (
    <SelectField
      label={label}
      value={value}
      options={LANGUAGES.map((language) => ({ value: language, label: optionLabels[language] }))}
      onChange={onChange}
      narrow
    />
  );
}
