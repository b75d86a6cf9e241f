import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { OptionSlotText } from './OptionSlotText';
import { formatOptionSlot } from '../../lib/scheduleOptions/optionTime';
import type { ScheduleOption } from './schedules';
import { AVAILABILITIES, AVAILABILITY_MARKS, type Availability } from './tally';

/** ○/△/× for one candidate: marks always on the right, the candidate wrapping on the left. */
export function AvailabilityChoice({
  option,
  language,
  value,
  onChange,
}: {
  option: ScheduleOption;
  language: 'ja' | 'en';
  value: Availability | undefined;
  onChange: (availability: Availability) => void;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const time = formatOptionSlot(option, language);
  return (
    // The same place for every option, however long its date or label.
    <fieldset className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 rounded-lg border border-gray-200 p-2 dark:border-gray-700">
      <legend className="sr-only">{t('shared.choose', { time })}</legend>
      <span aria-hidden="true" className="min-w-0 font-medium break-words">
        <OptionSlotText option={option} language={language} note={false} />
        {option.kind !== 'text' && option.label && (
          <span className="muted block text-sm">{option.label}</span>
        )}
      </span>
      <div className="flex gap-1" data-marks>
        {AVAILABILITIES.map((availability) => {
          const checked = value === availability;
          return (
            <label
              key={availability}
              className={`flex h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-lg focus-within:outline-2 focus-within:outline-blue-600 ${checked ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-300 dark:bg-blue-300 dark:text-gray-900' : 'border-gray-400 bg-white text-gray-900 dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100'}`}
            >
              <input
                type="radio"
                className="sr-only"
                name={`option-${option.id}`}
                value={availability}
                checked={checked}
                onChange={() => onChange(availability)}
                aria-label={`${time} ${t(`availability.${availability}`)}`}
              />
              <span aria-hidden="true">{AVAILABILITY_MARKS[availability]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
