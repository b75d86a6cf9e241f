import { createMinutesDraft, isMinutesDraft, minutesFileName } from './minutesDraft';

describe('createMinutesDraft', () => {
  it('starts today in Japan with one attendee and one agenda item', () => {
    const draft = createMinutesDraft(new Date('2025-03-31T15:30:00Z'));
    expect(draft.meeting.date).toBe('2025-04-01');
    expect(draft.attendees).toHaveLength(1);
    expect(draft.agenda).toHaveLength(1);
    expect(isMinutesDraft(draft)).toBe(true);
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
