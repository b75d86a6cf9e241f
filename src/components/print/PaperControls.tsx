import { useId } from 'react';
import type { TFunction } from 'i18next';
import { PAPER_ORIENTATIONS, PAPER_SIZES, type PaperSetting } from './paper';

interface Props {
  paper: PaperSetting;
  onChange: (paper: PaperSetting) => void;
  t: TFunction;
}

/** Paper size select and portrait/landscape choice. */
export function PaperControls({ paper, onChange, t }: Props) {
  const sizeId = useId();
  const orientationName = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={sizeId} className="label">
          {t('paper_size')}
        </label>
        <select
          id={sizeId}
          className="input py-1.5"
          value={paper.size}
          onChange={(event) =>
            onChange({ ...paper, size: event.target.value as PaperSetting['size'] })
          }
        >
          {PAPER_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`sizes.${size}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="label mb-1">{t('orientation')}</legend>
        <div className="flex gap-1 rounded-lg border border-gray-400 p-0.5 dark:border-gray-500">
          {PAPER_ORIENTATIONS.map((orientation) => (
            <label
              key={orientation}
              className={`relative cursor-pointer rounded-md px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 dark:has-[:focus-visible]:outline-blue-300 ${
                paper.orientation === orientation
                  ? 'bg-blue-700 text-white dark:bg-blue-600'
                  : 'text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-700'
              }`}
            >
              <input
                type="radio"
                className="absolute inset-0 cursor-pointer appearance-none opacity-0"
                name={orientationName}
                value={orientation}
                checked={paper.orientation === orientation}
                onChange={() => onChange({ ...paper, orientation })}
              />
              {t(`orientations.${orientation}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
