import type { TFunction } from 'i18next';
import { FLAG_DISPLAY_ORDER, type RegexFlag } from './regexFlags';

interface Props {
  flags: string;
  onToggle: (flag: RegexFlag, on: boolean) => void;
  t: TFunction;
}

export function FlagCheckboxes({ flags, onToggle, t }: Props) {
  return (
    <fieldset>
      <legend className="label mb-2">{t('flags_label')}</legend>
      <div className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {FLAG_DISPLAY_ORDER.map((flag) => (
          <label key={flag} className="flex items-start gap-2 text-gray-800 dark:text-gray-200">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={flags.includes(flag)}
              onChange={(event) => onToggle(flag, event.target.checked)}
            />
            <span>
              <code className="font-mono font-bold">{flag}</code>
              <span className="text-sm"> — {t(`flags.${flag}`)}</span>
            </span>
          </label>
        ))}
      </div>
      <p className="muted mt-2 text-sm">{t('flags_hint')}</p>
    </fieldset>
  );
}
