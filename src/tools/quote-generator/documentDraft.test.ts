import { parseJapaneseDate } from '../../lib/parseJapaneseDate';
import { EMPTY_SENDER_PROFILE } from '../../lib/senderProfile';
import {
  convertDraft,
  documentFileName,
  endOfNextMonth,
  followProfile,
  receiptFromInvoice,
  toDocumentContent,
  provisoFromSubject,
  type ConversionInput,
} from './documentDraft';
import { buildQuoteLines, calculateQuoteTotals } from './calculateQuoteTotals';
import { createQuoteDraft, readQuoteDraft } from './quoteDraft';
import { LATER_ITEM_FIELDS, type QuoteDraft } from './quoteTypes';

/** convertDraft as the page calls it: with the 納期 read by parseJapaneseDate. */
function convertReadingDelivery(
  source: QuoteDraft,
  kind: 'invoice' | 'delivery_note',
  input: Omit<ConversionInput, 'delivered'>,
) {
  const delivered = parseJapaneseDate(source.header.deliveryTerms, source.header.date);
  return convertDraft(source, kind, { ...input, delivered });
}

describe('endOfNextMonth', () => {
  it.each([
    ['2025-01-15', '2025-02-28'],
    ['2024-01-31', '2024-02-29'],
    ['2025-03-31', '2025-04-30'],
    ['2025-11-01', '2025-12-31'],
    ['2025-12-10', '2026-01-31'],
  ])('%s -> %s', (date, expected) => {
    expect(endOfNextMonth(date)).toBe(expected);
  });
});

describe('documentFileName', () => {
  const quote = createQuoteDraft(new Date('2025-04-01T00:00:00Z'));
  it.each([
    ['quote', 'Q2025/1', '', '見積書_Q2025_1'],
    ['invoice', 'Q1', '2025-04-001', '請求書_2025-04-001'],
    ['delivery_note', 'Q1', 'D2025 1', '納品書_D2025_1'],
  ] as const)('%s', (kind, quoteNumber, documentNumber, expected) => {
    const draft = { kind, header: { ...quote.header, quoteNumber, documentNumber } };
    expect(documentFileName(draft)).toBe(expected);
    expect(documentFileName(draft, 'csv')).toBe(`${expected}.csv`);
  });
});

describe('convertDraft', () => {
  const quote = {
    ...createQuoteDraft(new Date('2025-04-01T00:00:00Z')),
    savedId: 'kept-quote',
  };
  quote.header = { ...quote.header, clientName: '株式会社サンプル', subject: 'Web制作' };

  it('makes an invoice with the same client and items, due at the end of next month', () => {
    const invoice = convertReadingDelivery(quote, 'invoice', {
      number: '2025-04-001',
      today: '2025-04-10',
      bankAccount: 'みずほ銀行 本店 普通 1234567',
    });
    expect(invoice).toMatchObject({ kind: 'invoice', savedId: null });
    expect(invoice.header).toMatchObject({
      clientName: '株式会社サンプル',
      subject: 'Web制作',
      quoteNumber: quote.header.quoteNumber,
      documentNumber: '2025-04-001',
      date: '2025-04-10',
      transactionDate: '2025-04-10',
      dueDate: '2025-05-31',
      bankAccount: 'みずほ銀行 本店 普通 1234567',
    });
    expect(invoice.items.map((item) => item.name)).toEqual(quote.items.map((item) => item.name));
    expect(invoice.items[0]?.id).not.toBe(quote.items[0]?.id);
  });

  it('dates the transaction and the delivery from the quote’s 納期 when it names a date', () => {
    const dated = { ...quote, header: { ...quote.header, deliveryTerms: '2026年12月10日' } };
    const invoice = convertReadingDelivery(dated, 'invoice', {
      number: '2026-11-001',
      today: '2026-11-26',
      bankAccount: '',
    });
    expect(invoice.header).toMatchObject({
      date: '2026-11-26',
      transactionDate: '2026-12-10',
      dueDate: '2026-12-31',
    });
    const note = convertReadingDelivery(dated, 'delivery_note', {
      number: 'D1',
      today: '2026-11-26',
      bankAccount: '',
    });
    expect(note.header.date).toBe('2026-12-10');
  });

  it.each([
    ['昭和64年1月7日', '1989-01-07'],
    ['令和8年12月10日', '2026-12-10'],
    // Not a day of its era: no 取引年月日 is guessed from it (it used to become this year's date).
    ['令和元年4月30日', '2026-11-26'],
    ['平成31年5月1日', '2026-11-26'],
    ['令和0年1月1日', '2026-11-26'],
  ])('reads a 和暦 納期 %j strictly: 取引年月日 %s', (deliveryTerms, transactionDate) => {
    const dated = { ...quote, header: { ...quote.header, deliveryTerms } };
    const invoice = convertReadingDelivery(dated, 'invoice', {
      number: '2026-11-001',
      today: '2026-11-26',
      bankAccount: '',
    });
    expect(invoice.header.transactionDate).toBe(transactionDate);
  });

  it('makes a delivery note without due date or bank account', () => {
    const note = convertReadingDelivery(quote, 'delivery_note', {
      number: 'D2025000001',
      today: '2025-04-10',
      bankAccount: 'x',
    });
    expect(note.header).toMatchObject({
      documentNumber: 'D2025000001',
      dueDate: '',
      bankAccount: '',
    });
  });

  it('keeps to the list columns and the draft for storage, and reads back', () => {
    const content = toDocumentContent(quote);
    expect(content).toMatchObject({
      kind: 'quote',
      number: quote.header.quoteNumber,
      title: 'Web制作',
      client: '株式会社サンプル 御中',
    });
    expect(content.data).not.toHaveProperty('savedId');
    expect(readQuoteDraft(content.data)).toMatchObject({ kind: 'quote', savedId: null });
  });
});

describe('receiptFromInvoice', () => {
  it('makes a 領収書 for the invoice: same items, today, the invoice as reference, 但し書き', () => {
    const invoice = {
      ...createQuoteDraft(new Date('2026-11-26T00:00:00Z')),
      kind: 'invoice' as const,
      withholding: true,
    };
    invoice.header = {
      ...invoice.header,
      subject: 'Webサイト制作',
      documentNumber: '20261126-001',
      bankAccount: 'x',
    };
    const receipt = receiptFromInvoice(invoice, {
      delivered: null,
      number: 'R20261210-001',
      today: '2026-12-10',
      bankAccount: 'x',
    });
    expect(receipt).toMatchObject({ kind: 'receipt', savedId: null, withholding: true });
    expect(receipt.header).toMatchObject({
      documentNumber: 'R20261210-001',
      date: '2026-12-10',
      invoiceReference: '20261126-001',
      proviso: 'Webサイト制作代として',
      bankAccount: '',
    });
    expect(documentFileName(receipt, 'pdf')).toBe('領収書_R20261210-001.pdf');
  });
});

describe('followProfile', () => {
  const profile = {
    ...EMPTY_SENDER_PROFILE,
    companyName: '株式会社オフィス',
    department: '営業部',
    personName: '佐藤 花子',
    postalCode: '100-0001',
    address: '東京都千代田区千代田1-1',
    tel: '03-0000-0000',
    registrationNumber: 't7123-4567-89012',
  };

  /** The profile typed key by key, as on the page: each keystroke is one profile value. */
  function typeKeyByKey(field: 'companyName' | 'registrationNumber' | 'address', value: string) {
    let draft = createQuoteDraft();
    let typed = { ...EMPTY_SENDER_PROFILE };
    for (const char of value) {
      typed = { ...typed, [field]: typed[field] + char };
      draft = followProfile(draft, typed);
    }
    return draft.header;
  }

  it('reaches the document whole when typed key by key', () => {
    expect(typeKeyByKey('companyName', '株式会社オフィス').companyName).toBe('株式会社オフィス');
    expect(typeKeyByKey('registrationNumber', 'T7123456789012').registrationNumber).toBe(
      'T7123456789012',
    );
    expect(typeKeyByKey('address', '東京都千代田区').issuerDetails).toBe('東京都千代田区');
  });

  it('never takes a half-typed registration number, so it cannot block the outputs', () => {
    expect(typeKeyByKey('registrationNumber', 'T712345').registrationNumber).toBe('');
  });

  it('fills the issuer fields, normalised, and keeps a field the user changed', () => {
    const followed = followProfile(createQuoteDraft(), profile);
    expect(followed.header).toMatchObject({
      companyName: '株式会社オフィス',
      registrationNumber: 'T7123456789012',
      issuerDetails: '〒100-0001 東京都千代田区千代田1-1\nTEL 03-0000-0000\n営業部 佐藤 花子',
      bankAccount: '',
    });
    const edited = { ...followed, header: { ...followed.header, companyName: '自分で入力' } };
    const next = followProfile(edited, { ...profile, companyName: '新社名', tel: '03-1111-1111' });
    expect(next.header.companyName).toBe('自分で入力');
    expect(next.header.issuerDetails).toContain('TEL 03-1111-1111');
  });

  it('brings the bank account into invoices only', () => {
    const invoice = { ...createQuoteDraft(), kind: 'invoice' as const };
    const bank = { ...profile, bankAccount: 'サンプル銀行 本店 普通 1234567' };
    expect(followProfile(invoice, bank).header.bankAccount).toBe('サンプル銀行 本店 普通 1234567');
    expect(followProfile(createQuoteDraft(), bank).header.bankAccount).toBe('');
  });

  it('returns the same draft when nothing changes', () => {
    // An empty profile offers nothing a new document lacks: the page draws nothing again.
    const fresh = createQuoteDraft();
    expect(followProfile(fresh, EMPTY_SENDER_PROFILE)).toBe(fresh);
    const followed = followProfile(createQuoteDraft(), profile);
    expect(followProfile(followed, profile)).toBe(followed);
  });

  it('lets a draft kept before per-field following follow again (its values are the base)', () => {
    const stored = {
      ...createQuoteDraft(),
      header: { ...createQuoteDraft().header, companyName: '株' },
    };
    const { profileBase: _base, ...old } = stored;
    const read = readQuoteDraft(old);
    if (!read) throw new Error('unreadable');
    expect(followProfile(read, profile).header.companyName).toBe('株式会社オフィス');
  });
});

describe('readQuoteDraft', () => {
  it('reads a draft saved before invoices existed as a quote', () => {
    const old = createQuoteDraft() as unknown as Record<string, unknown>;
    const { kind: _kind, savedId: _savedId, ...rest } = old;
    const header = { ...(rest.header as Record<string, unknown>) };
    delete header.deliveryTerms;
    delete header.dueDate;
    expect(readQuoteDraft({ ...rest, header })).toMatchObject({
      kind: 'quote',
      savedId: null,
      header: { deliveryTerms: '', dueDate: '' },
    });
  });
});

describe('an invoice made from a quote with 8 % and 10 % items', () => {
  it('rounds tax down once per rate, not per item', () => {
    const quote = createQuoteDraft(new Date('2025-04-01T00:00:00Z'));
    quote.perItemTax = true;
    quote.items = [
      {
        id: 'a',
        name: '会場設営',
        description: '',
        quantity: '1',
        unitPrice: '100001',
        taxRate: 10,
        ...LATER_ITEM_FIELDS,
      },
      {
        id: 'b',
        name: 'お弁当',
        description: '',
        quantity: '12',
        unitPrice: '1080',
        taxRate: 8,
        ...LATER_ITEM_FIELDS,
      },
      {
        id: 'c',
        name: 'お茶',
        description: '',
        quantity: '3',
        unitPrice: '133',
        taxRate: 8,
        ...LATER_ITEM_FIELDS,
      },
      {
        id: 'd',
        name: '運営',
        description: '',
        quantity: '3',
        unitPrice: '25000',
        taxRate: 10,
        ...LATER_ITEM_FIELDS,
      },
    ];
    const invoice = convertReadingDelivery(quote, 'invoice', {
      number: '2025-04-001',
      today: '2025-04-01',
      bankAccount: '',
    });
    const totals = calculateQuoteTotals(buildQuoteLines(invoice));
    // Per item the 8 % taxes would be floor(1,036.8) + floor(31.92) = 1,067; per rate it is
    // floor(13,359 × 0.08) = floor(1,068.72) = 1,068.
    expect(totals.byRate).toEqual([
      { rate: 10, taxableAmount: 175001, grossAmount: 192501, tax: 17500 },
      { rate: 8, taxableAmount: 13359, grossAmount: 14427, tax: 1068 },
    ]);
    expect(totals).toMatchObject({ subtotal: 188360, tax: 18568, total: 206928 });
  });
});

describe('provisoFromSubject', () => {
  it.each([
    ['Webサイト制作', 'Webサイト制作代として'],
    ['Webサイト制作費用', 'Webサイト制作代として'],
    ['ロゴデザイン料', 'ロゴデザイン料として'],
    ['交通費', '交通費として'],
    ['お弁当代', 'お弁当代として'],
    ['書籍代金', '書籍代金として'],
    ['セミナー参加費用の件', 'セミナー参加代として'],
    ['  ', 'お品代として'],
  ])('%s → %s', (subject, proviso) => {
    expect(provisoFromSubject(subject)).toBe(proviso);
  });
});
