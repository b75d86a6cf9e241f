import type { Block, Item } from './blocks.ts';
import { salutation } from './common.ts';
import { daysBetween, formatDay } from './format.ts';
import type { DueInvoice, InvoiceDuePayload, MailLanguage } from './payloads.ts';

/**
 * The morning mail on unpaid invoices (opt-in): issued invoices not fully paid whose お支払期限
 * is today or past, each with what remains and the days overdue, and the link to the documents.
 */

const yen = (amount: number) => `￥${new Intl.NumberFormat('ja-JP').format(amount)}`;

const WORDS = {
  ja: {
    subject: (today: number, overdue: number) =>
      today > 0 && overdue > 0
        ? `【請求書】本日が支払期限の請求書が${today}件、支払期限を過ぎた未入金の請求書が${overdue}件あります`
        : today > 0
          ? `【請求書】本日が支払期限の請求書が${today}件あります`
          : `【請求書】支払期限を過ぎた未入金の請求書が${overdue}件あります`,
    thanks: 'いつもオフィスツールボックスをご利用いただき、誠にありがとうございます。',
    intro: (day: string) =>
      `本日（${day}）が支払期限の請求書と、支払期限を過ぎても入金の記録がない請求書をお知らせいたします。`,
    heading: '入金の記録がない請求書',
    head: (invoice: DueInvoice) =>
      [invoice.number, invoice.client, invoice.title && `「${invoice.title}」`]
        .filter(Boolean)
        .join(' '),
    dueToday: (remaining: string) => `残額 ${remaining}（本日が支払期限）`,
    overdue: (remaining: string, day: string, days: number) =>
      `残額 ${remaining}（支払期限：${day}、${days}日超過）`,
    open: '請求書の入金状況を開く',
    lead: '入金の記録は、見積書・請求書のページから行っていただけます。',
    more: (count: number) => `このほかに${count}件の請求書がございます。`,
  },
  en: {
    subject: (today: number, overdue: number) =>
      today > 0 && overdue > 0
        ? `Invoices: ${today} due today, ${overdue} overdue and unpaid`
        : today > 0
          ? `Invoices: ${today} due today`
          : `Invoices: ${overdue} overdue and unpaid`,
    thanks: 'Thank you for using Office Toolbox.',
    intro: (day: string) =>
      `Here are your invoices due today (${day}) and those past their due date with no payment recorded in full.`,
    heading: 'Invoices not paid in full',
    head: (invoice: DueInvoice) =>
      [invoice.number, invoice.client, invoice.title && `“${invoice.title}”`]
        .filter(Boolean)
        .join(' '),
    dueToday: (remaining: string) => `${remaining} to be paid (due today)`,
    overdue: (remaining: string, day: string, days: number) =>
      `${remaining} to be paid (due ${day}, ${days} ${days === 1 ? 'day' : 'days'} overdue)`,
    open: 'Open your invoices',
    lead: 'You record payments on the quotes and invoices page.',
    more: (count: number) => `There are ${count} more such invoices.`,
  },
} as const;

export function composeInvoiceDueMail(
  payload: InvoiceDuePayload,
  language: MailLanguage,
  invoicesUrl: string,
): { subject: string; blocks: Block[] } | null {
  if (payload.invoices.length === 0) return null;
  const words = WORDS[language];
  const dueToday = payload.invoices.filter((invoice) => invoice.due_date === payload.date).length;
  const overdue = payload.invoices.length - dueToday + payload.more;
  const items: Item[] = payload.invoices.map((invoice) => ({
    head: words.head(invoice),
    details: [
      invoice.due_date === payload.date
        ? words.dueToday(yen(invoice.remaining))
        : words.overdue(
            yen(invoice.remaining),
            formatDay(invoice.due_date, language),
            daysBetween(invoice.due_date, payload.date),
          ),
    ],
  }));
  const blocks: Block[] = [
    ...salutation(payload.recipient_name, language),
    {
      kind: 'paragraph',
      lines: [words.thanks, words.intro(formatDay(payload.date, language, { withYear: true }))],
    },
    { kind: 'section', heading: words.heading, items },
  ];
  if (payload.more > 0) blocks.push({ kind: 'paragraph', lines: [words.more(payload.more)] });
  blocks.push({ kind: 'button', lead: words.lead, link: { label: words.open, url: invoicesUrl } });
  return { subject: words.subject(dueToday, overdue), blocks };
}
