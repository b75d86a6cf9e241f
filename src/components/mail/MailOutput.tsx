import { useId, type ReactNode, type Ref } from 'react';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { CopyButton } from '../CopyButton';
import type { Language } from '../../lib/i18n/types';
import { openGaps, type MailGap } from '../../lib/mail/mailGaps';
import { formatMailText, type GeneratedMail } from '../../lib/mail/mailText';
import { findWeekdayMismatches, type WeekdayProblem } from '../../lib/weekdayCheck';

export interface MailOutputLabels {
  heading: string;
  subject: string;
  body: string;
  copySubject: string;
  copyBody: string;
  copyAll: string;
  editHint: string;
  gapsHeading: string;
  weekdayHeading: string;
}

interface Props {
  mail: GeneratedMail;
  language: Language;
  labels: MailOutputLabels;
  onChange: (mail: GeneratedMail) => void;
  /** The notice for a placeholder the user still has to fill in. */
  describeGap: (gap: MailGap) => string;
  /** The notice for a date whose weekday is not its own (12月3日(水) in a year it is a 木). */
  describeWeekday: (problem: WeekdayProblem) => string;
  /** Extra actions shown under the mail (calendar link, file download...). */
  children?: ReactNode;
  /** Focused after generating, so keyboard and screen-reader users land on the result. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The generated mail, editable before copying: subject and body separately (they go in
 * different fields of a mailer) or together. Placeholders the mail still shows (a blank field it
 * cannot do without, a name known only in Japanese in an English mail) are listed beside it until
 * they are written over.
 */
export function MailOutput({
  mail,
  language,
  labels,
  onChange,
  describeGap,
  describeWeekday,
  children,
  headingRef,
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const gapsId = `${id}-gaps`;
  const gaps = openGaps(mail.gaps, mail);
  // Every date in the mail as it stands (typed, generated or edited here), by the poll's rule.
  const weekdays = findWeekdayMismatches(`${mail.subject}\n${mail.body}`, new Date());
  const weekdaysId = `${id}-weekdays`;
  const describedBy = [hintId, gaps.length > 0 ? gapsId : '', weekdays.length > 0 ? weekdaysId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={`${id}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 dark:text-white"
        >
          {labels.heading}
        </h2>
        <CopyButton
          text={() => formatMailText(mail, language)}
          label={labels.copyAll}
          className="btn btn-primary"
        />
      </div>
      <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
        {labels.editHint}
      </p>
      {gaps.length > 0 && (
        <div id={gapsId} className="alert-warning flex flex-col gap-1 text-sm">
          <p className="font-semibold">
            <TriangleAlert className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
            {labels.gapsHeading}
          </p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {gaps.map((gap) => (
              <li key={gap.marker} className="break-words">
                {describeGap(gap)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {weekdays.length > 0 && (
        <div id={weekdaysId} role="alert" className="alert-warning flex flex-col gap-1 text-sm">
          <p className="font-semibold">
            <TriangleAlert className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
            {labels.weekdayHeading}
          </p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {weekdays.map((problem) => (
              <li key={problem.text} className="break-words">
                {describeWeekday(problem)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <div className="flex items-end justify-between gap-2">
          <label htmlFor={`${id}-subject`} className="label">
            {labels.subject}
          </label>
          <CopyButton
            text={() => mail.subject}
            label={labels.copySubject}
            className="btn btn-secondary text-sm"
          />
        </div>
        <input
          id={`${id}-subject`}
          type="text"
          className="input w-full"
          value={mail.subject}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...mail, subject: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-end justify-between gap-2">
          <label htmlFor={`${id}-body`} className="label">
            {labels.body}
          </label>
          <CopyButton
            text={() => mail.body}
            label={labels.copyBody}
            className="btn btn-secondary text-sm"
          />
        </div>
        <textarea
          id={`${id}-body`}
          className="input min-h-96 w-full font-[inherit] leading-relaxed"
          rows={22}
          value={mail.body}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...mail, body: event.target.value })}
        />
      </div>
      {children}
    </section>
  );
}
