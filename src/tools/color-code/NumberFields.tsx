import { useId } from 'react';
import type { TFunction } from 'i18next';
import { FIELD_MAX, type HslField, type RgbField } from './colorEditor';

interface Props<F extends RgbField | HslField> {
  fields: readonly F[];
  values: Record<F, string>;
  invalid: (field: F) => boolean;
  onChange: (field: F, text: string) => void;
  t: TFunction;
}

/** Three bounded whole-number inputs (R, G, B or H, S, L). */
export function NumberFields<F extends RgbField | HslField>({
  fields,
  values,
  invalid,
  onChange,
  t,
}: Props<F>) {
  const id = useId();
  return (
    <div className="grid grid-cols-3 gap-3">
      {fields.map((field) => {
        const isInvalid = invalid(field);
        return (
          <div key={field} className="flex flex-col gap-1">
            <label className="label" htmlFor={`${id}-${field}`}>
              {t(field)}
            </label>
            <input
              id={`${id}-${field}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={FIELD_MAX[field]}
              step={1}
              className={`input w-full font-mono ${isInvalid ? 'input-invalid' : ''}`}
              value={values[field]}
              aria-invalid={isInvalid}
              aria-describedby={isInvalid ? `${id}-${field}-error` : undefined}
              onChange={(event) => onChange(field, event.target.value)}
            />
            {isInvalid && (
              <p id={`${id}-${field}-error`} className="text-xs text-red-700 dark:text-red-300">
                {t('range_invalid', { min: 0, max: FIELD_MAX[field] })}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
