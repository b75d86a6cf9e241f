import { useId } from 'react';
import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import type { Attendee } from './minutesTypes';
import type { MinutesDraftActions } from './useMinutesDraft';
import Plus from 'lucide-react/icons/plus';

interface Props {
  attendees: readonly Attendee[];
  /** 欠席者, as typed. */
  absentees: string;
  onAbsenteesChange: (value: string) => void;
  addedId: string | null;
  actions: Pick<MinutesDraftActions, 'updateAttendee' | 'addAttendee' | 'removeAttendee'>;
  t: TFunction;
}

function AttendeeRow({
  attendee,
  number,
  canRemove,
  focusOnMount,
  actions,
  t,
}: {
  attendee: Attendee;
  number: number;
  canRemove: boolean;
  focusOnMount: boolean;
  actions: Props['actions'];
  t: TFunction;
}) {
  const id = useId();
  return (
    <li
      className="grid grid-cols-[1fr_1fr_auto] items-end gap-2"
      aria-label={t('attendees.heading', { number })}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="label">
          {t('attendees.name')}
          <span className="sr-only"> {number}</span>
        </label>
        <input
          id={`${id}-name`}
          className="input w-full"
          value={attendee.name}
          placeholder={t('attendees.name_placeholder')}
          // Focus follows the "add" button so typing can go straight on.
          autoFocus={focusOnMount}
          onChange={(event) => actions.updateAttendee(attendee.id, 'name', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-department`} className="label">
          {t('attendees.department')}
          <span className="sr-only"> {number}</span>
        </label>
        <input
          id={`${id}-department`}
          className="input w-full"
          value={attendee.department}
          placeholder={t('attendees.department_placeholder')}
          onChange={(event) =>
            actions.updateAttendee(attendee.id, 'department', event.target.value)
          }
        />
      </div>
      <button
        type="button"
        className="btn btn-ghost text-sm text-red-700 disabled:text-gray-600 dark:text-red-300 dark:disabled:text-gray-400"
        aria-label={t('attendees.remove_label', { number })}
        disabled={!canRemove}
        onClick={() => actions.removeAttendee(attendee.id)}
      >
        {t('attendees.remove')}
      </button>
    </li>
  );
}

export function AttendeesEditor({
  attendees,
  absentees,
  onAbsenteesChange,
  addedId,
  actions,
  t,
}: Props) {
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby="minutes-attendees-heading">
      <div className="flex items-baseline justify-between gap-2">
        <h2
          id="minutes-attendees-heading"
          className="text-lg font-bold text-gray-900 dark:text-white"
        >
          {t('sections.attendees')}
        </h2>
        <span className="muted text-sm">
          {t('attendees.count', { n: attendees.filter((a) => a.name.trim()).length })}
        </span>
      </div>
      <ul className="flex flex-col gap-3">
        {attendees.map((attendee, index) => (
          <AttendeeRow
            key={attendee.id}
            attendee={attendee}
            number={index + 1}
            canRemove={attendees.length > 1}
            focusOnMount={attendee.id === addedId}
            actions={actions}
            t={t}
          />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-secondary" onClick={actions.addAttendee}>
          <Plus className="h-4 w-4 shrink-0" />
          {t('attendees.add')}
        </button>
        {attendees.length === 1 && <p className="muted text-sm">{t('attendees.last_note')}</p>}
      </div>
      <FormField label={t('attendees.absentees')} hint={t('attendees.absentees_hint')}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={2}
            className="input w-full"
            value={absentees}
            placeholder={t('attendees.absentees_placeholder')}
            aria-describedby={describedBy}
            onChange={(event) => onAbsenteesChange(event.target.value)}
          />
        )}
      </FormField>
    </section>
  );
}
