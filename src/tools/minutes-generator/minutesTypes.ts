export interface MeetingInfo {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, or '' when not given. */
  startTime: string;
  endTime: string;
  location: string;
  organizer: string;
  /** 記録者: who wrote the minutes. */
  recorder: string;
  /** 欠席者, as typed: names separated by line breaks or 「、」. */
  absentees: string;
  /** 次回日程: YYYY-MM-DD, HH:mm and place, each '' when not decided. */
  nextDate: string;
  nextTime: string;
  nextPlace: string;
}

export interface Attendee {
  id: string;
  name: string;
  department: string;
}

export interface AgendaItem {
  id: string;
  title: string;
  presenter: string;
  /** Minutes, as typed. */
  duration: string;
  content: string;
  decision: string;
  nextAction: string;
  responsible: string;
  /** YYYY-MM-DD, or ''. */
  deadline: string;
}

export interface MinutesDraft {
  version: 1;
  meeting: MeetingInfo;
  attendees: Attendee[];
  agenda: AgendaItem[];
}
