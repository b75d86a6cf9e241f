import type { TFunction } from 'i18next';
import { INDENT_CHOICES, type IndentChoice, type JsonOptions } from './formatJson';

type EditableOptions = Omit<JsonOptions, 'action'>;

interface Props {
  options: EditableOptions;
  onChange: (options: EditableOptions) => void;
  t: TFunction;
}

export function JsonOptionsFieldset({ options, onChange, t }: Props) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <legend className="sr-only">{t('options_label')}</legend>
      <div className="flex items-center gap-2">
        <label htmlFor="json-indent" className="label">
          {t('indent_label')}
        </label>
        <select
          id="json-indent"
          className="input py-1.5"
          value={options.indent}
          onChange={(event) => onChange({ ...options, indent: event.target.value as IndentChoice })}
        >
          {INDENT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`indent_${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-gray-800 dark:text-gray-200">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={options.sortKeys}
          onChange={(event) => onChange({ ...options, sortKeys: event.target.checked })}
        />
        {t('sort_keys')}
      </label>
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-2 text-gray-800 dark:text-gray-200">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={options.lenient}
            aria-describedby="json-lenient-hint"
            onChange={(event) => onChange({ ...options, lenient: event.target.checked })}
          />
          {t('lenient')}
        </label>
      </div>
      <p id="json-lenient-hint" className="muted w-full text-sm">
        {t('lenient_hint')}
      </p>
    </fieldset>
  );
}
