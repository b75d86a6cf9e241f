import { useState, type FormEvent } from 'react';
import { ConflictNotice, ConflictSettled } from '../../components/conflict/ConflictNotice';
import type { DataResult } from '../../lib/dataResult';
import { tokyoDateString, tokyoWallTimeToDate } from '../../lib/dates';
import { useRevisionForm } from '../../lib/revisions/useRevisionForm';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { formatPollDateTime, tokyoClock } from '../../lib/scheduleOptions/optionTime';
import type { Schedule, ScheduleChanges } from './schedules';
import { SaveCancelButtons } from '../../components/SaveCancelButtons';

/**
 * Title and description (editable after answers exist), the answer deadline (never one already
 * past: the database refuses it too) and who may change answers. A change made meanwhile in
 * another window never closes or resets the form being typed in.
 */
export function PollSettings({
  schedule,
  language,
  onChange,
  onEdit,
}: {
  schedule: Schedule;
  language: 'ja' | 'en';
  onChange: (changes: ScheduleChanges) => Promise<boolean>;
  onEdit: (changes: ScheduleChanges, baseRevision: number) => Promise<DataResult<unknown>>;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [editing, setEditing] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      {editing ? (
        <TextForm schedule={schedule} onEdit={onEdit} onClose={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id="schedule-detail" className="text-xl font-semibold break-words">
              {schedule.title}
            </h2>
            {schedule.description && (
              <p className="mt-1 break-words whitespace-pre-wrap">{schedule.description}</p>
            )}
          </div>
          <button type="button" className="btn btn-ghost text-sm" onClick={() => setEditing(true)}>
            {t('settings.edit')}
          </button>
        </div>
      )}
      <DeadlineForm
        // Starts again from the saved deadline whenever it changes.
        key={schedule.answer_deadline ?? ''}
        deadline={schedule.answer_deadline}
        language={language}
        onChange={onChange}
      />
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={schedule.respondent_only_edits}
            aria-describedby="respondent-only-note"
            onChange={(e) => void onChange({ respondent_only_edits: e.target.checked })}
          />
          {t('settings.respondent_only')}
        </label>
        <p id="respondent-only-note" className="muted text-sm">
          {t('settings.respondent_only_note')}
        </p>
      </div>
    </div>
  );
}

const textOf = (schedule: Schedule) => ({
  title: schedule.title,
  description: schedule.description ?? '',
});

/**
 * The title and description, based on the poll's revision when the form opened: only what was
 * typed is sent, and a field changed meanwhile in another window is shown beside it to choose.
 */
function TextForm({
  schedule,
  onEdit,
  onClose,
}: {
  schedule: Schedule;
  onEdit: (changes: ScheduleChanges, baseRevision: number) => Promise<DataResult<unknown>>;
  onClose: () => void;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const form = useRevisionForm(textOf(schedule), schedule.revision);
  const [failed, setFailed] = useState(false);
  const { title, description } = form.values;
  const labels = { title: t('create.title'), description: t('create.description') };

  const saveText = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '' || form.conflict) return;
    const changes: ScheduleChanges = {};
    if (form.changedKeys.includes('title')) changes.title = title.trim();
    if (form.changedKeys.includes('description')) changes.description = description.trim() || null;
    if (Object.keys(changes).length === 0) return onClose();
    const result = await onEdit(changes, form.base.revision);
    if (result.ok) return onClose();
    if (result.error.conflict) form.refuse(result.error.conflict);
    setFailed(!result.error.conflict);
  };

  return (
    <form onSubmit={(event) => void saveText(event)} className="flex flex-col gap-2" noValidate>
      <label htmlFor="edit-title" className="label">
        {labels.title}
      </label>
      <input
        id="edit-title"
        className="input"
        value={title}
        maxLength={200}
        onChange={(e) => form.set('title', e.target.value)}
      />
      <label htmlFor="edit-description" className="label">
        {labels.description}
      </label>
      <textarea
        id="edit-description"
        className="input min-h-20"
        value={description}
        maxLength={2000}
        onChange={(e) => form.set('description', e.target.value)}
      />
      {form.conflict && (
        <ConflictNotice
          by="self"
          loading={!form.conflictReady}
          fields={form.conflict.fields.map((key) => ({
            key,
            label: labels[key],
            mine: form.values[key],
            theirs: textOf(schedule)[key],
            text: true,
          }))}
          onChoose={(key, choice) => form.choose(key as keyof typeof labels, choice)}
        />
      )}
      {form.settled && <ConflictSettled overlap={form.settled.overlap} />}
      {failed && (
        <p role="alert" className="alert-error text-sm">
          {t('detail.action_failed')}
        </p>
      )}
      <div className="flex gap-2">
        <SaveCancelButtons canSave={title.trim() !== '' && !form.conflict} onCancel={onClose} />
      </div>
    </form>
  );
}

/** The answer deadline: set, moved or removed (never to a time already past). */
function DeadlineForm({
  deadline,
  language,
  onChange,
}: {
  deadline: string | null;
  language: 'ja' | 'en';
  onChange: (changes: ScheduleChanges) => Promise<boolean>;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [date, setDate] = useState(deadline ? tokyoDateString(new Date(deadline)) : '');
  const [time, setTime] = useState(deadline ? tokyoClock(deadline) : '18:00');
  // Remounted (keyed by the deadline) whenever the deadline changes.
  const [shownAt] = useState(() => Date.now());
  const passed = deadline !== null && Date.parse(deadline) <= shownAt;
  const [pastRefused, setPastRefused] = useState(false);

  const saveDeadline = async (event: FormEvent) => {
    event.preventDefault();
    if (date === '' || time === '') return;
    const chosen = tokyoWallTimeToDate(date, time);
    setPastRefused(chosen.getTime() <= Date.now());
    if (chosen.getTime() <= Date.now()) return;
    await onChange({ answer_deadline: chosen.toISOString() });
  };

  return (
    <>
      <form
        onSubmit={(event) => void saveDeadline(event)}
        className="flex flex-wrap items-end gap-3"
        aria-labelledby="deadline-heading"
        noValidate
      >
        <h3 id="deadline-heading" className="w-full font-semibold">
          {t('settings.deadline')}
        </h3>
        <p className="muted w-full text-sm" role="status">
          {deadline
            ? t(passed ? 'settings.deadline_passed' : 'settings.deadline_set', {
                date: formatPollDateTime(deadline, language),
              })
            : t('settings.no_deadline')}
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor="deadline-date" className="label">
            {t('settings.deadline_date')}
          </label>
          <input
            id="deadline-date"
            type="date"
            className="input"
            value={date}
            min={tokyoDateString()}
            aria-invalid={pastRefused || undefined}
            aria-describedby={pastRefused ? 'deadline-problem' : undefined}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="deadline-time" className="label">
            {t('settings.deadline_time')}
          </label>
          <input
            id="deadline-time"
            type="time"
            className="input"
            value={time}
            aria-invalid={pastRefused || undefined}
            aria-describedby={pastRefused ? 'deadline-problem' : undefined}
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={date === '' || time === ''}>
          {t('settings.save_deadline')}
        </button>
        {deadline && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setDate('');
              void onChange({ answer_deadline: null });
            }}
          >
            {t('settings.clear_deadline')}
          </button>
        )}
        {pastRefused && (
          <p id="deadline-problem" role="alert" className="alert-error w-full text-sm">
            {t('settings.deadline_in_past')}
          </p>
        )}
      </form>
    </>
  );
}
