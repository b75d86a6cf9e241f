import fc from 'fast-check';
import ICAL from 'ical.js';
import { buildIcs, escapeIcsText, foldIcsLine, safeFileName, type IcsEvent } from './buildIcs';

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

const EVENT: IcsEvent = {
  uid: 'abc-1@office-toolbox',
  start: new Date('2025-12-03T05:00:00Z'),
  end: new Date('2025-12-03T06:00:00Z'),
  summary: '【仮】新サービスのご紹介（候補1）',
  description: '目的：ご紹介, 打ち合わせ; 資料\\共有\n備考：よろしくお願いいたします。',
  location: 'オンライン（Zoom）',
};
const NOW = new Date('2025-11-22T01:02:03.456Z');

describe('escapeIcsText', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['a\nb', 'a\\nb'],
    ['a\r\nb', 'a\\nb'],
    ['a\rb', 'a\\nb'],
    ['\\,;\n', '\\\\\\,\\;\\n'],
    ['日本語：そのまま', '日本語：そのまま'],
    // Control characters are not allowed in TEXT; a tab is.
    ['a\u0000b\u0007c\u001bd\u007fe', 'abcde'],
    ['a\tb', 'a\tb'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds at 75 octets with CRLF and a space', () => {
    const folded = foldIcsLine('X'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('X'.repeat(200));
  });

  it.each([
    ['Japanese (3 octets)', 'SUMMARY:' + '日本語のタイトル'.repeat(20)],
    ['emoji (4 octets)', 'DESCRIPTION:' + '🙇‍♂️👍🏽'.repeat(30)],
    ['mixed', 'LOCATION:' + 'aあ😀'.repeat(50)],
  ])('never splits a character and never exceeds 75 octets: %s', (_name, line) => {
    const folded = foldIcsLine(line);
    const lines = folded.split('\r\n');
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded).not.toContain('\uFFFD');
    expect(lines.every((part) => !/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(part))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('foldIcsLine on generated lines (octets counted by TextEncoder)', () => {
  it('keeps each line within 75 octets, fills it before folding, and unfolds to the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 300 }),
          fc.string({ unit: fc.constantFrom('a', 'é', 'あ', '😀', '\uD800'), maxLength: 200 }),
        ),
        (line) => {
          const parts = foldIcsLine(line).split('\r\n');
          expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
          parts.forEach((part, i) => {
            expect(octets(part)).toBeLessThanOrEqual(75);
            if (i > 0) expect(part.startsWith(' ')).toBe(true);
            // Full: the next line's first character would not have fitted.
            const next = [...(parts[i + 1] ?? '').slice(1)][0];
            if (next !== undefined) expect(octets(part + next)).toBeGreaterThan(75);
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('buildIcs', () => {
  const ics = buildIcs([EVENT, { ...EVENT, uid: 'abc-2@office-toolbox' }], NOW, '-//Test//EN');

  it('uses CRLF line ends only and ends with CRLF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('writes a calendar with one tentative event per candidate', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'STATUS:TENTATIVE')).toHaveLength(2);
    expect(lines).toContain('UID:abc-1@office-toolbox');
    expect(lines).toContain('UID:abc-2@office-toolbox');
    expect(lines).toContain('DTSTAMP:20251122T010203Z');
    expect(lines).toContain('DTSTART:20251203T050000Z');
    expect(lines).toContain('DTEND:20251203T060000Z');
    expect(lines).toContain('SUMMARY:【仮】新サービスのご紹介（候補1）');
    expect(lines).toContain(
      'DESCRIPTION:目的：ご紹介\\, 打ち合わせ\\; 資料\\\\共有\\n備考：よろしくお願いいたします。',
    );
    expect(lines).toContain('LOCATION:オンライン（Zoom）');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('balances BEGIN and END and gives each event its required properties', () => {
    const lines = unfold(ics).split('\r\n');
    const events = unfold(ics).split('BEGIN:VEVENT').slice(1);
    expect(lines.filter((l) => l.startsWith('BEGIN:')).length).toBe(
      lines.filter((l) => l.startsWith('END:')).length,
    );
    for (const event of events) {
      for (const property of [
        'UID:',
        'DTSTAMP:',
        'DTSTART:',
        'DTEND:',
        'SUMMARY:',
        'STATUS:TENTATIVE',
      ]) {
        expect(event).toContain(`\r\n${property}`);
      }
      expect(event).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      expect(event).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    }
  });

  it('leaves out empty description and location', () => {
    const bare = buildIcs([{ ...EVENT, description: ' ', location: '' }], NOW, '-//Test//EN');
    expect(bare).not.toContain('DESCRIPTION');
    expect(bare).not.toContain('LOCATION');
  });

  it('writes an empty calendar when there is no event', () => {
    expect(buildIcs([], NOW, '-//Test//EN')).not.toContain('VEVENT');
  });
});

describe('safeFileName', () => {
  it.each([
    ['新サービス/ご紹介:第1回?', '新サービス ご紹介 第1回'],
    ['  ..hidden', 'hidden'],
    ['a\tb\nc', 'a b c'],
    ['', 'fallback'],
    ['///', 'fallback'],
    ['あ'.repeat(100), 'あ'.repeat(60)],
    // 59 characters, then a family emoji of 5 code points: kept whole, not cut to a lone 👨.
    ['あ'.repeat(59) + '👨‍👩‍👧' + 'い', 'あ'.repeat(59) + '👨‍👩‍👧'],
    ['あ'.repeat(59) + '🇯🇵🇯🇵', 'あ'.repeat(59) + '🇯🇵'],
    // か + combining dakuten: two code points, one character.
    ['か\u3099'.repeat(61), 'か\u3099'.repeat(60)],
    ['🙇‍♂️'.repeat(70), '🙇‍♂️'.repeat(60)],
  ])('%j -> %j', (input, expected) => {
    expect(safeFileName(input, 'fallback')).toBe(expected);
  });
});

describe('buildIcs read by an independent parser (ical.js)', () => {
  it('gives back every field, unescaped and unfolded', () => {
    const long = { ...EVENT, description: `${EVENT.description}\n${'長い説明'.repeat(40)}` };
    const calendar = new ICAL.Component(ICAL.parse(buildIcs([long], NOW, '-//test//EN')));
    const [event] = calendar.getAllSubcomponents('vevent');
    expect(event).toBeDefined();
    const parsed = new ICAL.Event(event);
    expect(parsed.uid).toBe(EVENT.uid);
    expect(parsed.summary).toBe(EVENT.summary);
    expect(parsed.description).toBe(long.description);
    expect(parsed.location).toBe(EVENT.location);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(EVENT.start.toISOString());
    expect(parsed.endDate.toJSDate().toISOString()).toBe(EVENT.end.toISOString());
    expect(event?.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('marks a decided event CONFIRMED', () => {
    const ics = buildIcs([{ ...EVENT, status: 'CONFIRMED' }], NOW, '-//test//EN');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe(
      'CONFIRMED',
    );
  });

  // Absent, ical.js reports null (RFC 5545's default revision is 0).
  it.each([
    [undefined, null],
    [0, 0],
    [3, 3],
  ])('SEQUENCE %s reads as revision %s', (sequence, expected) => {
    const ics = buildIcs([{ ...EVENT, sequence }], NOW, '-//test//EN');
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(new ICAL.Event(event ?? undefined).sequence).toBe(expected);
    expect(ics.includes('SEQUENCE:')).toBe(sequence !== undefined);
  });
});

describe('all-day events (VALUE=DATE)', () => {
  const { start: _start, end: _end, ...fields } = EVENT;

  it.each([
    // An ordinary day, the last of a year, and a leap day: the end is always the next date.
    ['2026-12-08', '20261208', '20261209'],
    ['2026-12-31', '20261231', '20270101'],
    ['2028-02-28', '20280228', '20280229'],
    ['2028-02-29', '20280229', '20280301'],
  ])('%s: DTSTART;VALUE=DATE:%s, DTEND;VALUE=DATE:%s', (date, start, end) => {
    const lines = unfold(buildIcs([{ ...fields, date }], NOW, '-//Test//EN')).split('\r\n');
    expect(lines).toContain(`DTSTART;VALUE=DATE:${start}`);
    expect(lines).toContain(`DTEND;VALUE=DATE:${end}`);
    expect(lines.some((line) => /^DT(START|END):/.test(line))).toBe(false);
  });

  it('is read by ical.js as a date (no time, no zone) of one day', () => {
    const ics = buildIcs(
      [{ ...fields, date: '2026-12-08', status: 'CONFIRMED' }, EVENT],
      NOW,
      '-//test//EN',
    );
    const [allDay, timed] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    const parsed = new ICAL.Event(allDay);
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe('2026-12-08');
    expect(parsed.endDate.isDate).toBe(true);
    expect(parsed.endDate.toString()).toBe('2026-12-09');
    expect(parsed.duration.toSeconds()).toBe(86_400);
    expect(parsed.summary).toBe(EVENT.summary);
    expect(allDay?.getFirstProperty('dtstart')?.type).toBe('date');
    // The timed event beside it is unchanged.
    expect(new ICAL.Event(timed).startDate.isDate).toBe(false);
  });

  it('refuses a date that is not YYYY-MM-DD rather than writing a broken file', () => {
    expect(() => buildIcs([{ ...fields, date: '12/8' }], NOW, '-//Test//EN')).toThrow(RangeError);
  });
});

describe('the optional event fields (used by the calendar feed)', () => {
  it('writes Japan wall-clock times with TZID=Asia/Tokyo, a URL, LAST-MODIFIED and TRANSP', () => {
    const lines = unfold(
      buildIcs(
        [
          {
            ...EVENT,
            zone: 'Asia/Tokyo',
            url: 'https://example.com/s/abc',
            lastModified: new Date('2026-11-20T10:11:12.999Z'),
            transparency: 'TRANSPARENT',
          },
        ],
        NOW,
        '-//Test//EN',
      ),
    ).split('\r\n');
    // 05:00 UTC is 14:00 in Japan.
    expect(lines).toContain('DTSTART;TZID=Asia/Tokyo:20251203T140000');
    expect(lines).toContain('DTEND;TZID=Asia/Tokyo:20251203T150000');
    expect(lines).toContain('URL:https://example.com/s/abc');
    expect(lines).toContain('LAST-MODIFIED:20261120T101112Z');
    expect(lines).toContain('TRANSP:TRANSPARENT');
  });

  it('keeps a line break out of a URL and a UID, so no property can be slipped in', () => {
    const ics = buildIcs(
      [{ ...EVENT, uid: 'a;b\r\nX-EVIL:1', url: 'https://example.com/a\r\nATTENDEE:x b' }],
      NOW,
      '-//Test//EN',
    );
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('UID:a\\;b\\nX-EVIL:1');
    expect(lines).toContain('URL:https://example.com/aATTENDEE:x%20b');
    expect(lines.some((line) => /^(X-EVIL|ATTENDEE)/.test(line))).toBe(false);
  });
});
