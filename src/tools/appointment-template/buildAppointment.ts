import type { Language } from '../../lib/i18n/types';
import type { Holiday } from '../../lib/japaneseCalendar/holidays';
import { fillTemplate } from '../../lib/mail/fillTemplate';
import { collectGaps, isGapMarker } from '../../lib/mail/mailGaps';
import { fillMail, mailFrame, type GeneratedMail, type MailContext } from '../../lib/mail/mailText';
import { japaneseAddressee, withoutHonorific } from '../../lib/mail/recipientName';
import { readMatter, SUBJECT_RULES, subjectTemplate } from '../../lib/mail/subjectRules';
import { tidyUserText, userTextValues } from '../../lib/mail/userText';
import type { AppointmentForm } from './appointmentForm';
import { APPOINTMENT_TEXTS, ENGLISH_FIELD_MARKERS } from './appointmentTemplates';
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

function templateValues(
  form: AppointmentForm,
  language: Language,
  now: Date,
  holidayOn?: (date: string) => Holiday | null,
) {
  const texts = APPOINTMENT_TEXTS[language];
  const candidateList = appointmentSlots(form)
    .map((slot, index) =>
      fillTemplate(texts.candidateLine, {
        number: String(index + 1),
        slot: formatSlot(slot, language, now, holidayOn),
      }),
    )
    .join('\n');
  return {
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

/**
 * The appointment-request mail, candidates listed with their weekday; the title read as a
 * meeting (来期の予算 → 来期の予算に関するお打ち合わせ). An English mail carries no Japanese: a field
 * typed in Japanese is a marked placeholder there.
 */
export function buildAppointmentMail(
  form: AppointmentForm,
  language: Language,
  context: MailContext,
  now: Date = new Date(),
  /** Marks candidates on national holidays: 1月11日(月・祝). */
  holidayOn?: (date: string) => Holiday | null,
): GeneratedMail {
  const rule = SUBJECT_RULES.appointment.appointment;
  const gaps = collectGaps(language);
  const frame = mailFrame(gaps, { company: form.contactCompany, name: form.contactName }, context);
  const english = (field: keyof typeof ENGLISH_FIELD_MARKERS) => ({
    notEnglish: ENGLISH_FIELD_MARKERS[field],
  });
  const meetingTitle = gaps.value(
    'meetingTitle',
    readMatter(rule, form.meetingTitle, language),
    english('meetingTitle'),
  );
  const notes = gaps.value('notes', tidyUserText(form.notes), english('notes'));
  const values = {
    ...templateValues(form, language, now, holidayOn),
    ...frame,
    matter: meetingTitle,
    meetingTitle,
    purpose: gaps.value('purpose', form.purpose, english('purpose')),
    location: gaps.value('location', form.location, english('location')),
    ...userTextValues('notes', notes, isGapMarker(notes, language)),
  };
  const template = {
    subject: subjectTemplate(rule, language),
    body: APPOINTMENT_TEXTS[language].body,
  };
  return fillMail(template, values, language, gaps.gaps);
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
