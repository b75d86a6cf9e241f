import { describe, expect, it } from 'vitest';
import { composeMail, UnreadablePayload, type OutboxMail } from './composeMail.ts';
import type { InvoiceDuePayload } from './payloads.ts';

const LINKS = {
  siteUrl: 'https://office-toolbox.example',
  unsubscribeUrl: 'https://office-toolbox.example/unsubscribe?token=T0KEN',
};

const payload: InvoiceDuePayload = {
  recipient_name: '山田 太郎',
  date: '2026-12-08',
  invoices: [
    {
      number: 'INV-001',
      client: '株式会社サンプル商事 御中',
      title: 'Webサイト制作',
      remaining: 60000,
      due_date: '2026-11-30',
    },
    {
      number: 'INV-002',
      client: '鈴木 一郎 様',
      title: '',
      remaining: 1100000,
      due_date: '2026-12-08',
    },
  ],
  more: 0,
};

const row = (value: unknown, language: 'ja' | 'en' = 'ja'): OutboxMail => ({
  kind: 'invoice_due',
  language,
  payload: value,
  created_at: '2026-12-07T23:00:00Z',
  subject_id: '5f0e9d43-7a35-4c1a-b1d2-4d0a38a0a6a1',
});

describe('composeMail: invoice_due (支払期限のお知らせ)', () => {
  it('lists what remains, due today or the days overdue, with the link to the invoices', () => {
    const mail = composeMail(row(payload), LINKS);
    expect(mail?.subject).toBe(
      '【請求書】本日が支払期限の請求書が1件、支払期限を過ぎた未入金の請求書が1件あります',
    );
    expect(mail?.text).toContain(
      [
        '山田 太郎様',
        '',
        'いつもオフィスツールボックスをご利用いただき、誠にありがとうございます。',
        '本日（2026年12月8日(火)）が支払期限の請求書と、支払期限を過ぎても入金の記録がない請求書をお知らせいたします。',
        '',
        '■入金の記録がない請求書',
        '・INV-001 株式会社サンプル商事 御中 「Webサイト制作」',
        '\u3000残額 ￥60,000（支払期限：11月30日(月)、8日超過）',
        '・INV-002 鈴木 一郎 様',
        '\u3000残額 ￥1,100,000（本日が支払期限）',
      ].join('\n'),
    );
    expect(mail?.text).toContain('https://office-toolbox.example/quote-generator');
    expect(mail?.text).toContain('「支払期限のお知らせ」を有効にされた方へ');
    expect(mail?.text).toContain('https://office-toolbox.example/settings');
  });

  it('in English', () => {
    const mail = composeMail(row({ ...payload, more: 3 }, 'en'), LINKS);
    expect(mail?.subject).toBe('Invoices: 1 due today, 4 overdue and unpaid');
    expect(mail?.text).toContain('￥60,000 to be paid (due Mon, Nov 30, 8 days overdue)');
    expect(mail?.text).toContain('There are 3 more such invoices.');
  });

  it('only overdue, only due today; nothing listed: no mail', () => {
    expect(
      composeMail(row({ ...payload, invoices: payload.invoices.slice(0, 1) }), LINKS)?.subject,
    ).toBe('【請求書】支払期限を過ぎた未入金の請求書が1件あります');
    expect(
      composeMail(row({ ...payload, invoices: payload.invoices.slice(1) }), LINKS)?.subject,
    ).toBe('【請求書】本日が支払期限の請求書が1件あります');
    expect(composeMail(row({ ...payload, invoices: [] }), LINKS)).toBeNull();
  });

  it('an unreadable row is a dead letter', () => {
    expect(() => composeMail(row({ ...payload, invoices: [{ number: 1 }] }), LINKS)).toThrow(
      UnreadablePayload,
    );
    expect(() => composeMail(row({ ...payload, date: 'today' }), LINKS)).toThrow(UnreadablePayload);
  });
});
