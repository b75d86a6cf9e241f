import type { TFunction } from 'i18next';
import { CopyButton } from '../../components/CopyButton';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import type { Language } from '../../lib/i18n/types';
import {
  STEP_TYPES,
  type ReverseSchedule,
  type StepType,
  type WallClock,
} from './computeReverseSchedule';
import { buildScheduleText, formatCalendarDate } from './formatSchedule';

interface Props {
  t: TFunction;
  language: Language;
  schedule: ReverseSchedule | null;
}

const TYPE_BADGE: Record<StepType, string> = {
  preparation: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  travel: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  buffer: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
};

export function formatDuration(t: TFunction, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('result.duration_minutes', { minutes });
  if (minutes === 0) return t('result.duration_hours', { hours });
  return t('result.duration_hours_minutes', { hours, minutes });
}

function DayMarker({ t, clock }: { t: TFunction; clock: WallClock }) {
  if (clock.dayOffset === 0) return null;
  const text =
    clock.dayOffset === -1
      ? t('result.previous_day')
      : t('result.days_before', { count: -clock.dayOffset });
  return (
    <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-900 dark:text-red-100">
      {text}
    </span>
  );
}

export function ScheduleResult({ t, language, schedule }: Props) {
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="reverse-result-heading">
      <h2 id="reverse-result-heading" className="text-lg font-semibold">
        {t('result.heading')}
      </h2>
      {schedule === null ? (
        <p className="alert-error">{t('result.invalid')}</p>
      ) : (
        <ScheduleDetails t={t} language={language} schedule={schedule} />
      )}
    </section>
  );
}

function ScheduleDetails({ t, language, schedule }: Props & { schedule: ReverseSchedule }) {
  // Drawn at build time, the dates (of a stand-in day) are left for the app to fill in.
  const leftForTheApp = useLeftForTheApp();
  const shownDate = (date: string) => leftForTheApp(formatCalendarDate(date, language), '\u00a0');
  const stepName = (name: string, index: number) =>
    name.trim() || t('steps.unnamed', { row: index + 1 });
  const text = () =>
    buildScheduleText(schedule, {
      begin: (clock) =>
        t('result.text_begin', {
          date: formatCalendarDate(clock.date, language),
          time: clock.time,
        }),
      step: (step) =>
        t('result.text_step', {
          start: step.start.time,
          end: step.end.time,
          name: stepName(step.name, schedule.steps.indexOf(step)),
          type: t(`steps.types.${step.type}`),
          duration: formatDuration(t, step.minutes),
        }),
      arrival: (clock) =>
        t('result.text_arrival', {
          date: formatCalendarDate(clock.date, language),
          time: clock.time,
        }),
    });

  return (
    <>
      <div className="rounded-xl bg-blue-50 p-4 text-blue-950 dark:bg-blue-950 dark:text-blue-50">
        <p className="text-sm font-medium">{t('result.begin_lead')}</p>
        <p className="text-4xl font-bold tabular-nums" aria-live="polite">
          {schedule.begin.time}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span>{shownDate(schedule.begin.date)}</span>
          <DayMarker t={t} clock={schedule.begin} />
        </p>
        <p className="mt-2 text-sm">
          {t('result.total', { duration: formatDuration(t, schedule.totalMinutes) })}
          {' ・ '}
          {STEP_TYPES.filter((type) => schedule.minutesByType[type] > 0)
            .map((type) =>
              t('result.by_type', {
                type: t(`steps.types.${type}`),
                duration: formatDuration(t, schedule.minutesByType[type]),
              }),
            )
            .join(' ・ ')}
        </p>
      </div>
      <h3 className="font-semibold">{t('result.timeline')}</h3>
      <ol className="flex flex-col">
        {schedule.steps.map((step, index) => (
          <li
            key={index}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 border-l-4 border-gray-300 py-2 pl-3 dark:border-gray-600"
          >
            <span className="font-semibold tabular-nums">
              {t('result.range', { start: step.start.time, end: step.end.time })}
            </span>
            <DayMarker t={t} clock={step.start} />
            <span>{stepName(step.name, index)}</span>
            <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${TYPE_BADGE[step.type]}`}>
              {t(`steps.types.${step.type}`)}
            </span>
            <span className="text-sm text-gray-700 dark:text-gray-300">
              {formatDuration(t, step.minutes)}
            </span>
          </li>
        ))}
        <li className="flex flex-wrap items-center gap-x-3 border-l-4 border-blue-700 py-2 pl-3 font-semibold dark:border-blue-300">
          <span className="tabular-nums">{schedule.arrival.time}</span>
          <span>{t('result.arrival')}</span>
          <span className="font-normal">{shownDate(schedule.arrival.date)}</span>
        </li>
      </ol>
      <div>
        <CopyButton text={text} label={t('result.copy')} />
      </div>
    </>
  );
}
