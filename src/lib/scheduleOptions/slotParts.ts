/**
 * A candidate's text cut into what may not break inside: a date with its weekday
 * (12月1日(火), Tue, Dec 1) and a time or time range (14:00〜15:00, 22:00〜翌01:00,
 * 14:00–15:30), so a narrow column never leaves 「14:00〜」 on one line and 「15:00」 on the
 * next. The rest (labels, 終日, notes) breaks as text does.
 */
export interface SlotPart {
  text: string;
  /** Kept on one line. */
  whole: boolean;
}

const WHOLE = new RegExp(
  [
    '\\d{1,2}月\\d{1,2}日\\([日月火水木金土]\\)',
    '(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat), (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d{1,2}',
    '\\d{1,2}:\\d{2}(?:\\s?[AP]M)?(?:\\s?[〜~–-]\\s?翌?\\d{1,2}:\\d{2}(?:\\s?[AP]M)?(?: \\(next day\\))?)?',
  ].join('|'),
  'gu',
);

export function slotParts(text: string): SlotPart[] {
  const parts: SlotPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WHOLE)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), whole: false });
    parts.push({ text: match[0], whole: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), whole: false });
  return parts;
}
