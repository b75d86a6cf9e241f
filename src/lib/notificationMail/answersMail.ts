import type { Block, Item } from './blocks.ts';
import { personName, salutation } from './common.ts';
import { compareOptions, optionNote } from '../scheduleOptions/optionTime.ts';
import { formatSlot, shorten } from './format.ts';
import type {
  AnswerChange,
  AnswerState,
  AnswersPayload,
  Availability,
  MailLanguage,
} from './payloads.ts';

/**
 * The mail to a poll's owner: the answers that arrived, changed or were withdrawn since the
 * last such mail. Each respondent appears once, with what the owner knew before and what holds
 * now; a respondent who came back to where they were is not mentioned.
 */

const MARKS: Record<MailLanguage, Record<Availability, string>> = {
  ja: { yes: '○', maybe: '△', no: '×' },
  en: { yes: 'Yes', maybe: 'Maybe', no: 'No' },
};

const WORDS = {
  ja: {
    subjectNew: (title: string, count: number) =>
      `【日程調整】「${title}」に新しい回答が届きました（${count}件）`,
    subjectChanged: (title: string, count: number) =>
      `【日程調整】「${title}」の回答が更新されました（${count}件）`,
    thanks: 'いつもオフィスツールボックスをご利用いただき、誠にありがとうございます。',
    introNew: (title: string) =>
      `日程調整「${title}」に新しい回答が届きましたので、お知らせいたします。`,
    introChanged: (title: string) =>
      `日程調整「${title}」の回答に追加・変更がありましたので、お知らせいたします。`,
    added: (count: number) => `新しい回答（${count}件）`,
    changed: (count: number) => `変更された回答（${count}件）`,
    removed: (count: number) => `取り消された回答（${count}件）`,
    comment: (comment: string) => `コメント：${comment}`,
    commentRemoved: 'コメント：（削除されました）',
    renamed: (before: string) => `（お名前を「${before}」から変更）`,
    none: '－',
    more: (count: number) => `このほかに${count}件の回答の変更がございます。`,
    lead: '回答の一覧と集計は、次のリンクからご確認いただけます。',
    open: '回答を確認する',
  },
  en: {
    subjectNew: (title: string, count: number) => `New answers to "${title}" (${count})`,
    subjectChanged: (title: string, count: number) =>
      `Answers to "${title}" have changed (${count})`,
    thanks: 'Thank you for using Office Toolbox.',
    introNew: (title: string) => `New answers have arrived for your schedule poll "${title}".`,
    introChanged: (title: string) =>
      `Answers to your schedule poll "${title}" have been added or changed.`,
    added: (count: number) => `New answers (${count})`,
    changed: (count: number) => `Changed answers (${count})`,
    removed: (count: number) => `Withdrawn answers (${count})`,
    comment: (comment: string) => `Comment: ${comment}`,
    commentRemoved: 'Comment: (removed)',
    renamed: (before: string) => `(previously "${before}")`,
    none: '–',
    more: (count: number) => `There are ${count} more changes to the answers.`,
    lead: 'See every answer and the tally here:',
    open: 'View the answers',
  },
} as const;

function sameState(a: AnswerState | null, b: AnswerState | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a.answers), ...Object.keys(b.answers)]);
  return (
    a.name === b.name &&
    (a.comment ?? '') === (b.comment ?? '') &&
    [...keys].every((key) => a.answers[key] === b.answers[key])
  );
}

/** The changes worth telling, in the order they first happened. */
export function effectiveChanges(payload: AnswersPayload): AnswerChange[] {
  return Object.values(payload.changes)
    .filter((change) => !sameState(change.before, change.after))
    .sort((a, b) => a.seq - b.seq);
}

export function composeAnswersMail(
  payload: AnswersPayload,
  language: MailLanguage,
  pollUrl: string,
): { subject: string; blocks: Block[] } | null {
  const words = WORDS[language];
  const marks = MARKS[language];
  const changes = effectiveChanges(payload);
  if (changes.length === 0) return null;
  // As on the poll's page: by when, parts of the day at their hour, text candidates last.
  const optionIds = Object.entries(payload.options)
    .sort(([a, left], [b, right]) => compareOptions(left, right) || a.localeCompare(b))
    .map(([id]) => id);
  const slot = (id: string) => {
    const option = payload.options[id];
    if (!option) return '';
    const time = formatSlot(option, language);
    const note = optionNote(option);
    if (!note) return time;
    return language === 'ja' ? `${time}（${note}）` : `${time} (${note})`;
  };
  const separator = language === 'ja' ? '：' : ': ';

  const added: Item[] = [];
  const changed: Item[] = [];
  const removed: Item[] = [];
  for (const { before, after } of changes) {
    if (after === null && before !== null) {
      removed.push({ head: personName(before.name, language) });
    } else if (after !== null && before === null) {
      const details = optionIds
        .filter((id) => after.answers[id])
        .map((id) => `${slot(id)}${separator}${marks[after.answers[id] as Availability]}`);
      if (after.comment) details.push(words.comment(after.comment));
      added.push({ head: personName(after.name, language), details });
    } else if (after !== null && before !== null) {
      const details = optionIds
        .filter((id) => before.answers[id] !== after.answers[id])
        .map((id) => {
          const from = before.answers[id];
          const to = after.answers[id];
          return `${slot(id)}${separator}${from ? marks[from] : words.none} → ${to ? marks[to] : words.none}`;
        });
      if ((before.comment ?? '') !== (after.comment ?? '')) {
        details.push(after.comment ? words.comment(after.comment) : words.commentRemoved);
      }
      const head =
        before.name === after.name
          ? personName(after.name, language)
          : `${personName(after.name, language)} ${words.renamed(before.name)}`;
      changed.push({ head, details });
    }
  }

  const onlyNew = changed.length === 0 && removed.length === 0;
  const count = changes.length + payload.more;
  const title = payload.poll.title;
  const subject = (onlyNew ? words.subjectNew : words.subjectChanged)(shorten(title, 40), count);
  const blocks: Block[] = [
    ...salutation(payload.recipient_name, language),
    {
      kind: 'paragraph',
      lines: [words.thanks, (onlyNew ? words.introNew : words.introChanged)(title)],
    },
  ];
  if (added.length)
    blocks.push({ kind: 'section', heading: words.added(added.length), items: added });
  if (changed.length) {
    blocks.push({ kind: 'section', heading: words.changed(changed.length), items: changed });
  }
  if (removed.length) {
    blocks.push({ kind: 'section', heading: words.removed(removed.length), items: removed });
  }
  if (payload.more > 0) blocks.push({ kind: 'paragraph', lines: [words.more(payload.more)] });
  blocks.push({ kind: 'button', lead: words.lead, link: { label: words.open, url: pollUrl } });
  return { subject, blocks };
}
