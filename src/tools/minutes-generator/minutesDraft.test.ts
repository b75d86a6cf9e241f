import {
  absenteeNames,
  authorLine,
  createMinutesDraft,
  isMinutesDraft,
  minutesFileName,
  readMinutesDraft,
} from './minutesDraft';

describe('createMinutesDraft', () => {
  it('starts today in Japan with one attendee and one agenda item', () => {
    const draft = createMinutesDraft(new Date('2025-03-31T15:30:00Z'));
    expect(draft.meeting.date).toBe('2025-04-01');
    expect(draft.attendees).toHaveLength(1);
    expect(draft.agenda).toHaveLength(1);
    expect(isMinutesDraft(draft)).toBe(true);
    expect(draft.meeting.organizer).toBe('');
    expect(draft.meeting.recorder).toBe('');
  });

  it('names the sender profile’s person as organizer and recorder', () => {
    const draft = createMinutesDraft(new Date(), { department: '営業部', personName: '佐藤 花子' });
    expect(draft.meeting.organizer).toBe('営業部 佐藤 花子');
    expect(draft.meeting.recorder).toBe('営業部 佐藤 花子');
  });
});

describe('authorLine', () => {
  it.each([
    [{ department: '営業部', personName: '佐藤' }, '営業部 佐藤'],
    [{ department: ' ', personName: '佐藤' }, '佐藤'],
    [{ department: '営業部', personName: '' }, '営業部'],
    [undefined, ''],
  ])('%j → %j', (author, expected) => {
    expect(authorLine(author)).toBe(expected);
  });
});

describe('absenteeNames', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['田中、高橋', ['田中', '高橋']],
    ['田中\n 高橋 \n\n', ['田中', '高橋']],
    ['Tanaka, Takahashi', ['Tanaka', 'Takahashi']],
    ['鈴木（開発部, 第2課）、田中(経理部，課長)', ['鈴木（開発部, 第2課）', '田中(経理部，課長)']],
    ['田中，高橋', ['田中', '高橋']],
  ])('%j → %j', (text, expected) => {
    expect(absenteeNames(text)).toEqual(expected);
  });
});

describe('readMinutesDraft', () => {
  it('gives a draft saved before 記録者, 欠席者 and 次回日程 existed those fields, blank', () => {
    const { recorder, absentees, nextDate, nextTime, nextPlace, ...older } =
      createMinutesDraft().meeting;
    expect([recorder, absentees, nextDate, nextTime, nextPlace]).toEqual(['', '', '', '', '']);
    const stored = { ...createMinutesDraft(), meeting: { ...older, organizer: '山田' } };
    const read = readMinutesDraft(JSON.parse(JSON.stringify(stored)));
    expect(read?.meeting).toEqual({
      ...older,
      organizer: '山田',
      recorder: '',
      absentees: '',
      nextDate: '',
      nextTime: '',
      nextPlace: '',
    });
  });

  it('keeps the later fields of a current draft and refuses a broken one', () => {
    const draft = createMinutesDraft();
    const full = { ...draft, meeting: { ...draft.meeting, recorder: '佐藤', nextPlace: '本社' } };
    expect(readMinutesDraft(full)?.meeting.nextPlace).toBe('本社');
    expect(readMinutesDraft({ ...draft, meeting: { ...draft.meeting, recorder: 3 } })).toBeNull();
    expect(readMinutesDraft(null)).toBeNull();
  });
});

describe('minutesFileName', () => {
  it.each<[string, string, 'csv' | undefined, string]>([
    ['2025-01-05', '営業定例会議', 'csv', '議事録_2025-01-05_営業定例会議.csv'],
    ['2025-01-05', '', 'csv', '議事録_2025-01-05.csv'],
    ['2025-01-05', '第1回 会議: 予算/人事', undefined, '議事録_2025-01-05_第1回_会議_予算_人事'],
  ])('%s + %j → %s', (date, title, extension, expected) => {
    expect(minutesFileName('議事録', { date, title }, extension)).toBe(expected);
  });
});

describe('isMinutesDraft', () => {
  const draft = createMinutesDraft();
  it.each<[string, unknown, boolean]>([
    ['a fresh draft', draft, true],
    ['null', null, false],
    ['no attendees', { ...draft, attendees: [] }, false],
    ['no agenda', { ...draft, agenda: [] }, false],
    ['a numeric duration', { ...draft, agenda: [{ ...draft.agenda[0], duration: 5 }] }, false],
    [
      'a missing meeting field',
      { ...draft, meeting: { ...draft.meeting, organizer: null } },
      false,
    ],
    ['another version', { ...draft, version: 2 }, false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isMinutesDraft(value)).toBe(expected);
  });
});
