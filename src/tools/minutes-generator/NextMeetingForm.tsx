import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import type { MeetingInfo } from './minutesTypes';
import type { MinutesDraftActions } from './useMinutesDraft';

interface Props {
  meeting: MeetingInfo;
  updateMeeting: MinutesDraftActions['updateMeeting'];
  t: TFunction;
}

/** 次回日程: when and where the next meeting is, printed at the end of the minutes. */
export function NextMeetingForm({ meeting, updateMeeting, t }: Props) {
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="minutes-next-heading">
      <h2 id="minutes-next-heading" className="text-lg font-bold text-gray-900 dark:text-white">
        {t('sections.next_meeting')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('next.date')}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              className="input w-full"
              value={meeting.nextDate}
              onChange={(event) => updateMeeting('nextDate', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('next.time')}>
          {({ id }) => (
            <input
              id={id}
              type="time"
              className="input w-full"
              value={meeting.nextTime}
              onChange={(event) => updateMeeting('nextTime', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('next.place')}>
          {({ id }) => (
            <input
              id={id}
              className="input w-full"
              value={meeting.nextPlace}
              placeholder={t('next.place_placeholder')}
              onChange={(event) => updateMeeting('nextPlace', event.target.value)}
            />
          )}
        </FormField>
      </div>
    </section>
  );
}
