import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import { endsBeforeStart } from './minutesSummary';
import type { MeetingInfo } from './minutesTypes';
import type { MinutesDraftActions } from './useMinutesDraft';

interface Props {
  meeting: MeetingInfo;
  updateMeeting: MinutesDraftActions['updateMeeting'];
  t: TFunction;
}

export function MeetingInfoForm({ meeting, updateMeeting, t }: Props) {
  // A date made from today is left empty in the page drawn at build time.
  const leftForTheApp = useLeftForTheApp();
  const timeWarning = endsBeforeStart(meeting.startTime, meeting.endTime)
    ? t('meeting.end_before_start')
    : null;
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="minutes-meeting-heading">
      <h2 id="minutes-meeting-heading" className="text-lg font-bold text-gray-900 dark:text-white">
        {t('sections.meeting')}
      </h2>
      <FormField label={t('meeting.title')}>
        {({ id }) => (
          <input
            id={id}
            className="input w-full"
            value={meeting.title}
            placeholder={t('meeting.title_placeholder')}
            onChange={(event) => updateMeeting('title', event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('meeting.date')}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              className="input w-full"
              value={leftForTheApp(meeting.date)}
              onChange={(event) => updateMeeting('date', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('meeting.start_time')}>
          {({ id }) => (
            <input
              id={id}
              type="time"
              className="input w-full"
              value={meeting.startTime}
              onChange={(event) => updateMeeting('startTime', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('meeting.end_time')} warning={timeWarning}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="time"
              className="input w-full"
              value={meeting.endTime}
              aria-describedby={describedBy}
              onChange={(event) => updateMeeting('endTime', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('meeting.location')}>
          {({ id }) => (
            <input
              id={id}
              className="input w-full"
              value={meeting.location}
              placeholder={t('meeting.location_placeholder')}
              onChange={(event) => updateMeeting('location', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('meeting.organizer')}>
          {({ id }) => (
            <input
              id={id}
              className="input w-full"
              value={meeting.organizer}
              placeholder={t('meeting.organizer_placeholder')}
              onChange={(event) => updateMeeting('organizer', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('meeting.recorder')}>
          {({ id }) => (
            <input
              id={id}
              className="input w-full"
              value={meeting.recorder}
              placeholder={t('meeting.recorder_placeholder')}
              onChange={(event) => updateMeeting('recorder', event.target.value)}
            />
          )}
        </FormField>
      </div>
    </section>
  );
}
