import { formatOptionSlot, type OptionWhen } from '../../lib/scheduleOptions/optionTime';
import { AVAILABILITY_MARKS, type Availability } from './tally';

/**
 * What a respondent entered, as plain text to paste into a mail to the organiser when answers
 * closed before it could be sent: name, one line per candidate (○/△/× or -), the comment.
 */
export function answerAsText(
  answer: {
    name: string;
    comment: string;
    selections: Readonly<Record<string, Availability | undefined>>;
  },
  options: readonly (OptionWhen & { id: string })[],
  language: 'ja' | 'en',
): string {
  const labels =
    language === 'ja'
      ? { name: 'お名前', comment: 'コメント', colon: '：' }
      : { name: 'Name', comment: 'Comment', colon: ': ' };
  const lines = [`${labels.name}${labels.colon}${answer.name.trim()}`];
  for (const option of options) {
    const mark = answer.selections[option.id];
    lines.push(
      `${formatOptionSlot(option, language)}${labels.colon}${mark ? AVAILABILITY_MARKS[mark] : '-'}`,
    );
  }
  if (answer.comment.trim() !== '')
    lines.push(`${labels.comment}${labels.colon}${answer.comment.trim()}`);
  return lines.join('\n');
}
