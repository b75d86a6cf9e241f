import { UTF8_BOM } from '../../lib/csv';
import { buildMinutesCsv } from './buildMinutesCsv';
import { locales } from './locales';
import type { MinutesDraft } from './minutesTypes';

const draft: MinutesDraft = {
  version: 1,
  meeting: {
    title: '営業定例会議',
    date: '2025-01-06',
    startTime: '10:00',
    endTime: '11:00',
    location: '第1会議室',
    organizer: '山田',
    recorder: '総務部 佐藤',
    absentees: '田中（経理部）\n高橋（開発部, 第2課）、=伊藤',
    nextDate: '2025-01-20',
    nextTime: '10:00',
    nextPlace: '第2会議室, 本社',
  },
  attendees: [
    { id: 'a', name: '山田 太郎', department: '営業部' },
    { id: 'b', name: '鈴木 花子', department: '開発部, 第2課' },
  ],
  agenda: [
    {
      id: 'x',
      title: '売上見通し',
      presenter: '山田',
      duration: '30分',
      content: '前年比 "110%" の見込み\n上振れ要因あり',
      decision: '予算案を承認',
      nextAction: '=月次レポート作成',
      responsible: '鈴木',
      deadline: '2025-01-31',
    },
    {
      id: 'y',
      title: '🎉 忘年会',
      presenter: '',
      duration: 'すこし',
      content: '',
      decision: '',
      nextAction: '',
      responsible: '',
      deadline: '',
    },
  ],
};

describe('buildMinutesCsv', () => {
  it('writes meeting info, attendees and agenda with RFC 4180 quoting after a BOM', () => {
    const csv = buildMinutesCsv(draft, locales.ja.csv);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '議事録',
      '会議名,営業定例会議',
      '開催日,2025-01-06',
      '開始時刻,10:00',
      '終了時刻,11:00',
      '場所,第1会議室',
      '主催者,山田',
      '記録者,総務部 佐藤',
      '欠席者,"田中（経理部）、高橋（開発部, 第2課）、=伊藤"',
      '',
      '出席者',
      'No.,氏名,部署',
      '1,山田 太郎,営業部',
      '2,鈴木 花子,"開発部, 第2課"',
      '',
      '議題',
      'No.,議題,発表者,所要時間（分）,内容,決定事項,次回アクション,担当,期限',
      '1,売上見通し,山田,30,"前年比 ""110%"" の見込み\n上振れ要因あり",予算案を承認,\'=月次レポート作成,鈴木,2025-01-31',
      '2,🎉 忘年会,,すこし,,,,,',
      '',
      '次回日程',
      '次回の日付,2025-01-20',
      '次回の時刻,10:00',
      '次回の会場,"第2会議室, 本社"',
      '',
    ]);
  });

  it('neutralises a formula at the start of the absentees and keeps blanks of the next meeting', () => {
    const blank = {
      ...draft,
      meeting: { ...draft.meeting, absentees: '=1+1', nextDate: '', nextTime: '', nextPlace: '' },
    };
    const lines = buildMinutesCsv(blank, locales.ja.csv).slice(1).split('\r\n');
    expect(lines).toContain("欠席者,'=1+1");
    expect(lines.slice(-6)).toEqual([
      '',
      '次回日程',
      '次回の日付,',
      '次回の時刻,',
      '次回の会場,',
      '',
    ]);
  });

  it('uses English headings in English', () => {
    const csv = buildMinutesCsv(draft, locales.en.csv);
    expect(csv).toContain(
      '\r\nNo.,Topic,Presenter,Duration (minutes),Discussion,Decisions,Next action,Owner,Due date\r\n',
    );
    expect(csv).toContain('\r\nStart time,10:00\r\n');
    const english = buildMinutesCsv(draft, locales.en.csv, 'en');
    expect(english).toContain('\r\nMinutes taken by,総務部 佐藤\r\n');
    expect(english).toContain('\r\nAbsent,"田中（経理部）, 高橋（開発部, 第2課）, =伊藤"\r\n');
    expect(english).toContain('\r\nNext meeting\r\nNext meeting date,2025-01-20\r\n');
  });
});
