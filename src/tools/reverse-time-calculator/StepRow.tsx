import type { TFunction } from 'i18next';
import { STEP_TYPES, type StepType } from './computeReverseSchedule';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';

export interface StepDraft {
  id: string;
  name: string;
  /** As typed; parsed when the schedule is computed. */
  minutes: string;
  type: StepType;
}

interface Props {
  t: TFunction;
  step: StepDraft;
  rowNumber: number;
  rowCount: number;
  minutesInvalid: boolean;
  onChange: (patch: Partial<StepDraft>) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

export function StepRow({
  t,
  step,
  rowNumber,
  rowCount,
  minutesInvalid,
  onChange,
  onMove,
  onRemove,
}: Props) {
  const base = `reverse-step-${step.id}`;
  const suffix = <span className="sr-only">{t('steps.row_suffix', { row: rowNumber })}</span>;
  return (
    <li className="flex flex-col gap-2 border-b border-gray-200 pb-4 last:border-b-0 last:pb-0 dark:border-gray-700">
      <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_9rem_auto]">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-name`} className="label">
            {t('steps.name')}
            {suffix}
          </label>
          <input
            id={`${base}-name`}
            className="input"
            value={step.name}
            maxLength={60}
            placeholder={t('steps.name_placeholder')}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-minutes`} className="label">
            {t('steps.minutes')}
            {suffix}
          </label>
          <input
            id={`${base}-minutes`}
            className={`input text-right tabular-nums ${minutesInvalid ? 'input-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="off"
            value={step.minutes}
            aria-invalid={minutesInvalid || undefined}
            aria-describedby={minutesInvalid ? `${base}-error` : undefined}
            onChange={(event) => onChange({ minutes: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-type`} className="label">
            {t('steps.type')}
            {suffix}
          </label>
          <select
            id={`${base}-type`}
            className="input"
            value={step.type}
            onChange={(event) => onChange({ type: event.target.value as StepType })}
          >
            {STEP_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`steps.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-1 self-end">
          <button
            type="button"
            className="icon-btn disabled:opacity-40"
            id={`${base}-up`}
            aria-label={t('steps.move_up', { row: rowNumber })}
            title={t('steps.move_up', { row: rowNumber })}
            disabled={rowNumber === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp className="h-4 w-4 shrink-0" />
          </button>
          <button
            type="button"
            className="icon-btn disabled:opacity-40"
            id={`${base}-down`}
            aria-label={t('steps.move_down', { row: rowNumber })}
            title={t('steps.move_down', { row: rowNumber })}
            disabled={rowNumber === rowCount}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="h-4 w-4 shrink-0" />
          </button>
          <button
            type="button"
            className="icon-btn disabled:opacity-40"
            aria-label={t('steps.remove', { row: rowNumber })}
            title={t('steps.remove', { row: rowNumber })}
            disabled={rowCount === 1}
            onClick={onRemove}
          >
            <Trash2 className="h-4 w-4 shrink-0" />
          </button>
        </div>
      </div>
      {minutesInvalid && (
        <p id={`${base}-error`} className="text-sm text-red-700 dark:text-red-300">
          {t('steps.minutes_invalid')}
        </p>
      )}
    </li>
  );
}
