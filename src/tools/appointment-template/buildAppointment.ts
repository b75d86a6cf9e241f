import type { Language } from '../../lib/i18n/types';
import { fillTemplate } from '../../lib/mail/fillTemplate';
import { fillMail, mailFrame, type GeneratedMail, type MailContext } from '../../lib/mail/mailText';
import { japaneseAddressee, withoutHonorific } from '../../lib/mail/recipientName';
import { subjectMatter } from '../../lib/mail/subjectMatter';
import type { AppointmentForm } from './appointmentForm';
import { APPOINTMENT_TEXTS } from './appointmentTemplates';
import { buildCalendarLink } from '../../lib/calendar/buildCalendarLink';
import { buildIcs, safeFileName } from '../../lib/calendar/buildIcs';
import { candidateSlots, formatDuration, formatSlot, type CandidateSlot } from './candidateTimes';

export const ICS_PRODUCT_ID = '-//Office Toolbox//Appointment Template//EN';

/** The filled candidate dates as slots of the chosen length; blanks are skipped. */
export function appointmentSlots(form: AppointmentForm): CandidateSlot[] {
  return candidateSlots(
    form.candidateDates.map((row) => row.value),
    form.duration,
  );
}

function templateValues(form: AppointmentForm, language: Language, now: Date) {
  const texts = APPOINTMENT_TEXTS[language];
  const candidateList = appointmentSlots(form)
    .map((slot, index) =>
      fillTemplate(texts.candidateLine, {
        number: String(index + 1),
        slot: formatSlot(slot, language, now),
      }),
    )
    .join('\n');
  return {
    meetingTitle: subjectMatter(form.meetingTitle),
    contactName: withoutHonorific(form.contactName),
    contactAddressee: japaneseAddressee(form.contactName),
    contactCompany: withoutHonorific(form.contactCompany),
    purpose: form.purpose,
    location: form.location,
    notes: form.notes,
    durationText: formatDuration(form.duration, language),
    candidateList,
  };
}

/** The appointment-request mail, candidates listed with their weekday. */
export function buildAppointmentMail(
  form: AppointmentForm,
  language: Language,
  context: MailContext,
  now: Date = new Date(),
): GeneratedMail {
  const { mail } = APPOINTMENT_TEXTS[language];
  const values = {
    ...templateValues(form, language, now),
    ...mailFrame(language, { company: form.contactCompany, name: form.contactName }, context),
  };
  return fillMail(mail, values, language);
}

function calendarDetails(form: AppointmentForm, language: Language): string {
  return fillTemplate(
    APPOINTMENT_TEXTS[language].calendarDetails,
    templateValues(form, language, new Date()),
  );
}

/** The calendar link for the first candidate; null without a title or a candidate. */
export function buildAppointmentCalendarLink(
  form: AppointmentForm,
  language: Language,
): string | null {
  return buildCalendarLink({
    title: form.meetingTitle,
    slot: appointmentSlots(form)[0],
    details: calendarDetails(form, language),
    location: form.location,
  });
}

/**
 * An .ics file holding every candidate as a tentative event, to block the times in one's own
 * calendar until the other side answers. Null without a title or a candidate, like the link.
 */
export function buildAppointmentIcs(
  form: AppointmentForm,
  language: Language,
  now: Date,
  makeUid: () => string,
): { fileName: string; content: string } | null {
  const title = form.meetingTitle.trim();
  const slots = appointmentSlots(form);
  if (title === '' || slots.length === 0) return null;
  const texts = APPOINTMENT_TEXTS[language];
  const details = calendarDetails(form, language);
  const events = slots.map((slot, index) => ({
    uid: makeUid(),
    start: slot.start,
    end: slot.end,
    summary: fillTemplate(texts.icsSummary, {
      meetingTitle: title,
      option: slots.length > 1 ? String(index + 1) : '',
    }),
    description: details,
    location: form.location.trim(),
  }));
  return {
    fileName: `${safeFileName(title, texts.icsFileName)}_${texts.icsFileName}.ics`,
    content: buildIcs(events, now, ICS_PRODUCT_ID),
  };
}
