import { useState } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { AddOptionForm } from './AddOptionForm';
import { BulkOptionsForm } from './BulkOptionsForm';
import { CalendarPicker } from './CalendarPicker';
import { locales } from './locales';
import type { NewOption } from './schedules';

const MODES = ['lines', 'single', 'calendar'] as const;
type Mode = (typeof MODES)[number];

/** Three ways to add candidates: pasted lines (the default), one at a time, or a calendar. */
export function OptionInputs({
  language,
  onAdd,
}: {
  language: 'ja' | 'en';
  onAdd: (options: NewOption[]) => Promise<boolean>;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [mode, setMode] = useState<Mode>('lines');
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('modes.legend')}</legend>
        {MODES.map((value) => (
          <label
            key={value}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm focus-within:outline-2 focus-within:outline-blue-600 ${mode === value ? 'border-blue-700 bg-blue-50 font-semibold text-blue-900 dark:border-blue-300 dark:bg-blue-950 dark:text-blue-100' : 'border-gray-300 dark:border-gray-600'}`}
          >
            <input
              type="radio"
              name="option-input-mode"
              className="sr-only"
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {t(`modes.${value}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'lines' && <BulkOptionsForm language={language} onAdd={onAdd} />}
      {mode === 'single' && <AddOptionForm onSubmit={(option) => onAdd([option])} />}
      {mode === 'calendar' && <CalendarPicker language={language} onAdd={onAdd} />}
    </div>
  );
}
