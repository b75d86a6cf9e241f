import { useMemo, useState } from 'react';
import { tokyoDateString } from '../../lib/dates';
import { useFirstLookNow, useLeftForTheApp } from '../../lib/leftForTheApp';
import { currentLanguage } from '../../lib/i18n';
import { nextRowId } from '../../lib/rowIds';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import {
  computeReverseSchedule,
  isCalendarDate,
  parseClockTime,
  parseStepMinutes,
} from './computeReverseSchedule';
import { locales } from './locales';
import { ScheduleResult } from './ScheduleResult';
import { StepRow, type StepDraft } from './StepRow';
import Plus from 'lucide-react/icons/plus';

function focusLater(elementId: string) {
  requestAnimationFrame(() => document.getElementById(elementId)?.focus());
}

export default function ReverseTimeCalculatorTool() {
  const { t, i18n } = useToolTranslation('reverse-time-calculator', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  // Drawn at build time, the page does not know today's date: it plans from a stand-in day and
  // leaves the date field and the schedule's dates empty (its times are the same on any day).
  const now = useFirstLookNow();
  const leftForTheApp = useLeftForTheApp();
  const [arrivalDate, setArrivalDate] = useState(() => tokyoDateString(now()));
  const [arrivalTime, setArrivalTime] = useState('09:00');
  const [steps, setSteps] = useState<StepDraft[]>(() => [
    { id: '1', name: t('steps.defaults.preparation'), minutes: '30', type: 'preparation' },
    { id: '2', name: t('steps.defaults.travel'), minutes: '45', type: 'travel' },
    { id: '3', name: t('steps.defaults.buffer'), minutes: '15', type: 'buffer' },
  ]);

  const dateValid = isCalendarDate(arrivalDate);
  const timeValid = parseClockTime(arrivalTime) !== null;
  const parsedMinutes = steps.map((step) => parseStepMinutes(step.minutes));

  const schedule = useMemo(() => {
    const minutes = steps.map((step) => parseStepMinutes(step.minutes));
    if (!isCalendarDate(arrivalDate) || parseClockTime(arrivalTime) === null) return null;
    if (minutes.some((value) => value === null)) return null;
    return computeReverseSchedule(
      arrivalDate,
      arrivalTime,
      steps.map((step, index) => ({
        name: step.name,
        type: step.type,
        minutes: minutes[index] ?? 0,
      })),
    );
  }, [arrivalDate, arrivalTime, steps]);

  const updateStep = (id: string, patch: Partial<StepDraft>) =>
    setSteps((current) => current.map((step) => (step.id === id ? { ...step, ...patch } : step)));

  const moveStep = (index: number, offset: -1 | 1) => {
    const target = index + offset;
    const moved = steps[index];
    if (!moved || target < 0 || target >= steps.length) return;
    const next = steps.filter((_, i) => i !== index);
    next.splice(target, 0, moved);
    setSteps(next);
    // Follow the moved step with the keyboard; at either end the pressed button is disabled.
    const edge = target === 0 || target === steps.length - 1;
    const button = offset === -1 ? 'up' : 'down';
    focusLater(edge ? `reverse-step-${moved.id}-name` : `reverse-step-${moved.id}-${button}`);
  };

  const removeStep = (index: number) => {
    if (steps.length <= 1) return;
    const next = steps.filter((_, i) => i !== index);
    setSteps(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusLater(`reverse-step-${neighbour.id}-name`);
  };

  const addStep = () => {
    const step: StepDraft = {
      id: nextRowId(steps),
      name: '',
      minutes: '10',
      type: 'preparation',
    };
    setSteps((current) => [...current, step]);
    focusLater(`reverse-step-${step.id}-name`);
  };

  return (
    <div className="flex flex-col gap-6">
      <section className="panel flex flex-col gap-4" aria-labelledby="reverse-arrival-heading">
        <h2 id="reverse-arrival-heading" className="text-lg font-semibold">
          {t('arrival.heading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 md:max-w-xl">
          <div className="flex flex-col gap-1">
            <label htmlFor="reverse-arrival-date" className="label">
              {t('arrival.date')}
            </label>
            <input
              id="reverse-arrival-date"
              type="date"
              className={`input ${dateValid ? '' : 'input-invalid'}`}
              value={leftForTheApp(arrivalDate)}
              required
              aria-invalid={!dateValid || undefined}
              aria-describedby={dateValid ? undefined : 'reverse-arrival-date-error'}
              onChange={(event) => setArrivalDate(event.target.value)}
            />
            {!dateValid && (
              <p id="reverse-arrival-date-error" className="text-sm text-red-700 dark:text-red-300">
                {t('arrival.date_invalid')}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="reverse-arrival-time" className="label">
              {t('arrival.time')}
            </label>
            <input
              id="reverse-arrival-time"
              type="time"
              className={`input ${timeValid ? '' : 'input-invalid'}`}
              value={arrivalTime}
              required
              aria-invalid={!timeValid || undefined}
              aria-describedby={timeValid ? undefined : 'reverse-arrival-time-error'}
              onChange={(event) => setArrivalTime(event.target.value)}
            />
            {!timeValid && (
              <p id="reverse-arrival-time-error" className="text-sm text-red-700 dark:text-red-300">
                {t('arrival.time_invalid')}
              </p>
            )}
          </div>
        </div>
      </section>

      <section className="panel flex flex-col gap-4" aria-labelledby="reverse-steps-heading">
        <div>
          <h2 id="reverse-steps-heading" className="text-lg font-semibold">
            {t('steps.heading')}
          </h2>
          <p className="muted mt-1 text-sm">{t('steps.help')}</p>
        </div>
        <ol className="flex flex-col gap-4">
          {steps.map((step, index) => (
            <StepRow
              key={step.id}
              t={t}
              step={step}
              rowNumber={index + 1}
              rowCount={steps.length}
              minutesInvalid={parsedMinutes[index] === null}
              onChange={(patch) => updateStep(step.id, patch)}
              onMove={(offset) => moveStep(index, offset)}
              onRemove={() => removeStep(index)}
            />
          ))}
        </ol>
        <div>
          <button type="button" className="btn btn-secondary" onClick={addStep}>
            <Plus className="h-4 w-4 shrink-0" />
            {t('steps.add')}
          </button>
        </div>
      </section>

      <ScheduleResult t={t} language={language} schedule={schedule} />
    </div>
  );
}
