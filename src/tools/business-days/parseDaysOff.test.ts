import { parseDaysOff } from './parseDaysOff';

describe('parseDaysOff', () => {
  it('reads days, ranges and notes in the ways people write them', () => {
    const { dates, badLines } = parseDaysOff(
      [
        '2026-08-13',
        '2026/8/14 夏季休業',
        '２０２６年８月１５日〜2026年8月16日 お盆',
        '令和8年10月1日 創立記念日',
        '',
        'R8.12.28',
      ].join('\n'),
    );
    expect([...dates]).toEqual([
      '2026-08-13',
      '2026-08-14',
      '2026-08-15',
      '2026-08-16',
      '2026-10-01',
      '2026-12-28',
    ]);
    expect(badLines).toEqual([]);
  });

  it('reports the lines it cannot read, by number', () => {
    const { dates, badLines } = parseDaysOff(
      [
        '8/13',
        '2026-02-30',
        '2026-08-16〜2026-08-13',
        '令和元年4月30日',
        '2026-01-01〜2030-01-01',
        '2026-05-01',
      ].join('\n'),
    );
    expect(badLines).toEqual([1, 2, 3, 4, 5]);
    expect([...dates]).toEqual(['2026-05-01']);
  });
});
