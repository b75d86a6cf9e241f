import type { TFunction } from 'i18next';
import {
  ROUNDING_MODES,
  TAX_DIRECTIONS,
  type RoundingMode,
  type TaxDirection,
} from './calculateTax';

interface Props {
  t: TFunction;
  direction: TaxDirection;
  rounding: RoundingMode;
  onDirectionChange: (direction: TaxDirection) => void;
  onRoundingChange: (rounding: RoundingMode) => void;
}

const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-gray-900 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 dark:border-gray-600 dark:text-gray-100 dark:has-[:checked]:border-blue-300 dark:has-[:checked]:bg-blue-950';

export function TaxSettings({
  t,
  direction,
  rounding,
  onDirectionChange,
  onRoundingChange,
}: Props) {
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="tax-settings-heading">
      <h2 id="tax-settings-heading" className="text-lg font-semibold">
        {t('settings.heading')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="label mb-2">{t('settings.direction_legend')}</legend>
          {TAX_DIRECTIONS.map((value) => (
            <label key={value} className={choiceClass}>
              <input
                type="radio"
                name="tax-direction"
                value={value}
                checked={direction === value}
                onChange={() => onDirectionChange(value)}
              />
              {t(`settings.direction.${value}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="label mb-2">{t('settings.rounding_legend')}</legend>
          <div className="flex flex-wrap gap-2">
            {ROUNDING_MODES.map((value) => (
              <label key={value} className={choiceClass}>
                <input
                  type="radio"
                  name="tax-rounding"
                  value={value}
                  checked={rounding === value}
                  onChange={() => onRoundingChange(value)}
                />
                {t(`settings.rounding.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
