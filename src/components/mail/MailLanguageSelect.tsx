import { useId } from 'react';
import { isLanguage, LANGUAGES, type Language } from '../../lib/i18n/types';

interface Props {
  label: string;
  optionLabels: Record<Language, string>;
  value: Language;
  onChange: (language: Language) => void;
}

export function MailLanguageSelect({ label, optionLabels, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        className="input w-full sm:w-48"
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {optionLabels[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
