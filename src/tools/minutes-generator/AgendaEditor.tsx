import type { TFunction } from 'i18next';
import { AgendaItemEditor } from './AgendaItemEditor';
import { meetingLengthMinutes, totalAgendaMinutes } from './minutesSummary';
import type { AgendaItem, MeetingInfo } from './minutesTypes';
import type { MinutesDraftActions } from './useMinutesDraft';
import Plus from 'lucide-react/icons/plus';

interface Props {
  agenda: readonly AgendaItem[];
  meeting: MeetingInfo;
  addedId: string | null;
  actions: Pick<MinutesDraftActions, 'updateAgenda' | 'addAgenda' | 'removeAgenda'>;
  t: TFunction;
}

export function AgendaEditor({ agenda, meeting, addedId, actions, t }: Props) {
  const total = totalAgendaMinutes(agenda);
  const length = meetingLengthMinutes(meeting.startTime, meeting.endTime);
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby="minutes-agenda-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="minutes-agenda-heading" className="text-lg font-bold text-gray-900 dark:text-white">
          {t('sections.agenda')}
        </h2>
        <p className="muted flex gap-3 text-sm">
          {total !== null && <span>{t('agenda.total', { minutes: total })}</span>}
          {length !== null && <span>{t('agenda.meeting_length', { minutes: length })}</span>}
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {agenda.map((item, index) => (
          <AgendaItemEditor
            key={item.id}
            item={item}
            number={index + 1}
            canRemove={agenda.length > 1}
            focusOnMount={item.id === addedId}
            actions={actions}
            t={t}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-secondary" onClick={actions.addAgenda}>
          <Plus className="h-4 w-4 shrink-0" />
          {t('agenda.add')}
        </button>
        {agenda.length === 1 && <p className="muted text-sm">{t('agenda.last_note')}</p>}
      </div>
    </section>
  );
}
