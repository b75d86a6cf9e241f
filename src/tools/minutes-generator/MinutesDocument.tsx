import type { TFunction } from 'i18next';
import { formatDocumentDate } from '../../components/print';
import { SenderProfileLetterhead } from '../../components/senderProfile';
import type { SenderProfile } from '../../lib/senderProfile';
import type { Language } from '../../lib/i18n/types';
import {
  collectActionItems,
  formatAttendees,
  formatTimeRange,
  namedAttendeeCount,
  parseDuration,
} from './minutesSummary';
import { absenteeNames } from './minutesDraft';
import type { AgendaItem, MeetingInfo, MinutesDraft } from './minutesTypes';

interface Props {
  draft: MinutesDraft;
  /** The writer's company (and seal or logo) from the sender profile, top right. */
  sender: SenderProfile;
  language: Language;
  t: TFunction;
}

const cell = 'border border-gray-800 px-2 py-1 align-top';
const labelCell = `${cell} w-[22%] bg-gray-100 text-left font-bold whitespace-nowrap`;
const multiline = 'whitespace-pre-wrap break-words';

function AgendaSection({
  item,
  number,
  language,
  t,
}: {
  item: AgendaItem;
  number: number;
  language: Language;
  t: TFunction;
}) {
  const duration = parseDuration(item.duration);
  const details = [
    item.presenter.trim() && `${t('doc.presenter')}: ${item.presenter.trim()}`,
    duration.ok && duration.minutes !== null && t('doc.duration', { minutes: duration.minutes }),
  ].filter(Boolean);
  const rows: [string, string][] = [
    [t('doc.content'), item.content],
    [t('doc.decision'), item.decision],
    [t('doc.next_action'), item.nextAction],
  ];
  const deadline = formatDocumentDate(item.deadline, language);
  return (
    <section className="mt-3 break-inside-avoid">
      <div className="flex items-baseline justify-between gap-4 border-b border-gray-800 pb-0.5">
        <h5 className="text-[11pt] font-bold break-words">
          {number}. {item.title}
        </h5>
        {details.length > 0 && (
          <p className="shrink-0 text-[9pt]">{details.join(language === 'ja' ? '　' : ' · ')}</p>
        )}
      </div>
      <table className="mt-1.5 w-full table-fixed border-collapse text-[9.5pt]">
        {/* Fixed columns keep 担当/期限 aligned from one agenda item to the next. */}
        <colgroup>
          <col className="w-[22%]" />
          <col className="w-[34%]" />
          <col className="w-[14%]" />
          <col className="w-[30%]" />
        </colgroup>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={labelCell}>
                {label}
              </th>
              <td colSpan={3} className={`${cell} ${multiline}`}>
                {value}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={labelCell}>
              {t('doc.responsible')}
            </th>
            <td className={`${cell} break-words`}>{item.responsible}</td>
            <th scope="row" className={labelCell}>
              {t('doc.deadline')}
            </th>
            <td className={cell}>{deadline}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function NextMeetingSection({
  meeting,
  language,
  t,
}: {
  meeting: MeetingInfo;
  language: Language;
  t: TFunction;
}) {
  const when = [formatDocumentDate(meeting.nextDate, language, { weekday: true }), meeting.nextTime]
    .filter(Boolean)
    .join(' ');
  if (!when && !meeting.nextPlace.trim()) return null;
  return (
    <section className="mt-6 break-inside-avoid">
      <h4 className="border-l-4 border-gray-900 pl-2 text-[12pt] font-bold">
        {t('doc.next_meeting')}
      </h4>
      <table className="mt-2 w-full border-collapse text-[10pt]">
        <tbody>
          <tr>
            <th scope="row" className={labelCell}>
              {t('doc.next_datetime')}
            </th>
            <td className={cell}>{when}</td>
          </tr>
          <tr>
            <th scope="row" className={labelCell}>
              {t('doc.next_place')}
            </th>
            <td className={`${cell} break-words`}>{meeting.nextPlace}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The minutes as a Japanese business document (議事録), for the print preview and paper. */
export function MinutesDocument({ draft, sender, language, t }: Props) {
  const { meeting, attendees, agenda } = draft;
  const attendeeCount = namedAttendeeCount(attendees);
  const actionItems = collectActionItems(agenda);
  const absentees = absenteeNames(meeting.absentees);
  const dateTime = [
    formatDocumentDate(meeting.date, language, { weekday: true }),
    formatTimeRange(meeting.startTime, meeting.endTime, language),
  ]
    .filter(Boolean)
    .join(' ');
  const info: [string, string][] = [
    [t('doc.meeting_title'), meeting.title],
    [t('doc.datetime'), dateTime],
    [t('doc.location'), meeting.location],
    [t('doc.organizer'), meeting.organizer],
    [t('doc.recorder'), meeting.recorder],
    [
      t('doc.attendees'),
      attendeeCount > 0
        ? `${formatAttendees(attendees, language)}${t('doc.attendee_count', { n: attendeeCount })}`
        : '',
    ],
    [
      t('doc.absentees'),
      absentees.length > 0
        ? `${absentees.join(language === 'ja' ? '、' : ', ')}${t('doc.attendee_count', { n: absentees.length })}`
        : '',
    ],
  ];

  return (
    <div className="text-[10pt] leading-normal text-black">
      <SenderProfileLetterhead
        profile={sender}
        sealAlt={t('doc.letterhead_seal')}
        className="mb-2 text-[10pt]"
      />
      <h3
        className={`mb-5 border-b-4 border-double border-gray-900 pb-1 text-center text-[20pt] font-bold ${
          // Letter spacing also follows the last letter; the padding re-centres the title.
          language === 'ja' ? 'pl-[0.6em] tracking-[0.6em]' : ''
        }`}
      >
        {t('doc.title')}
      </h3>

      <table className="w-full border-collapse text-[10pt]">
        <tbody>
          {info.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={labelCell}>
                {label}
              </th>
              <td className={`${cell} break-words`}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h4 className="mt-6 border-l-4 border-gray-900 pl-2 text-[12pt] font-bold">
        {t('doc.agenda')}
      </h4>
      {agenda.map((item, index) => (
        <AgendaSection key={item.id} item={item} number={index + 1} language={language} t={t} />
      ))}

      {actionItems.length > 0 && (
        <section className="mt-6 break-inside-avoid">
          <h4 className="border-l-4 border-gray-900 pl-2 text-[12pt] font-bold">
            {t('doc.action_items')}
          </h4>
          <table className="mt-2 w-full border-collapse text-[9.5pt]">
            <thead>
              <tr className="bg-gray-100">
                <th scope="col" className={`${cell} w-[8%]`}>
                  {t('doc.no')}
                </th>
                <th scope="col" className={cell}>
                  {t('doc.next_action')}
                </th>
                <th scope="col" className={`${cell} w-[20%]`}>
                  {t('doc.responsible')}
                </th>
                <th scope="col" className={`${cell} w-[22%]`}>
                  {t('doc.deadline')}
                </th>
              </tr>
            </thead>
            <tbody>
              {actionItems.map((action) => (
                <tr key={action.agendaNumber}>
                  <td className={`${cell} text-center`}>{action.agendaNumber}</td>
                  <td className={`${cell} ${multiline}`}>{action.nextAction}</td>
                  <td className={`${cell} break-words`}>{action.responsible}</td>
                  <td className={cell}>{formatDocumentDate(action.deadline, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <NextMeetingSection meeting={meeting} language={language} t={t} />

      <p className="mt-6 text-right">{t('doc.closing')}</p>
    </div>
  );
}
