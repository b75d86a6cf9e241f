import { readRememberedAnswers, rememberAnswer, type RememberedAnswer } from './respondentMemory';

const answer = (key: string, name: string): RememberedAnswer => ({
  key: key.padEnd(20, 'x'),
  name,
  email: '',
  comment: '',
  selections: { o1: 'yes' },
});

describe('respondent memory', () => {
  beforeEach(() => localStorage.clear());

  it('keeps every respondent this browser created, each with its own key', () => {
    rememberAnswer('share', answer('a', '田中'));
    rememberAnswer('share', answer('b', '伊藤'));
    rememberAnswer('share', { ...answer('a', '田中'), comment: '遅れます' });
    const list = readRememberedAnswers('share');
    expect(list.map((item) => [item.name, item.comment])).toEqual([
      ['田中', '遅れます'],
      ['伊藤', ''],
    ]);
    expect(readRememberedAnswers('other')).toEqual([]);
  });

  it('still finds the single answer earlier versions stored', () => {
    localStorage.setItem('schedule-answer:share', JSON.stringify(answer('old', '山本')));
    rememberAnswer('share', answer('new', '佐藤'));
    expect(readRememberedAnswers('share').map((item) => item.name)).toEqual(['山本', '佐藤']);
  });

  it('ignores damaged entries', () => {
    localStorage.setItem('schedule-answers:share', JSON.stringify([{ key: 1 }, answer('a', 'A')]));
    expect(readRememberedAnswers('share').map((item) => item.name)).toEqual(['A']);
  });
});
