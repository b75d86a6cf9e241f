import type { TFunction } from 'i18next';
import { memo } from 'react';
import { RECEIPT_THRESHOLD_MODES, type ReceiptThresholdMode } from './expenseRules';

interface Props {
  t: TFunction;
  mode: ReceiptThresholdMode;
  onChange: (mode: ReceiptThresholdMode) => void;
}

const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 dark:border-gray-600 dark:has-[:checked]:border-blue-300 dark:has-[:checked]:bg-blue-950';

/** When a receipt is required; a memo part, not drawn again while expenses are typed. */
export const ReceiptThresholdSettings = memo(function ReceiptThresholdSettings({
  t,
  mode,
  onChange,
}: Props) {
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby="expense-settings-heading">
      <h2 id="expense-settings-heading" className="text-lg font-semibold">
        {t('settings.heading')}
      </h2>
      <fieldset aria-describedby="expense-settings-help">
        <legend className="label mb-2">{t('settings.legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {RECEIPT_THRESHOLD_MODES.map((value) => (
            <label key={value} className={choiceClass}>
              <input
                type="radio"
                name="expense-receipt-threshold"
                value={value}
                checked={mode === value}
                onChange={() => onChange(value)}
              />
              {t(`settings.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p id="expense-settings-help" className="muted text-sm">
        {t('settings.help')}
      </p>
    </section>
  );
});
