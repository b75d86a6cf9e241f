import { buildQuoteLines, calculateQuoteTotals, totalsSettingsOf } from './calculateQuoteTotals';
import { readQuoteDraft } from './quoteDraft';
import {
  draftDataOf,
  randomDocument,
  randomSource,
  referenceTotals,
} from './invoiceReference.testing';

/**
 * 10,000 random documents (rates per item or per document, 値引き, 非課税 and 不課税 items, decimal
 * quantities, 税抜 and 税込 entry, the three roundings, 免税事業者, 源泉徴収), each read back as a
 * stored draft and totalled by the page's code, against an independent computation on
 * arbitrary-precision decimals (invoiceReference.testing.ts): every total and every rate's tax
 * exact.
 */
describe('calculateQuoteTotals against an independent decimal computation', () => {
  it('agrees on 10,000 random documents', () => {
    const random = randomSource(20261129);
    const counts = {
      discount: 0,
      untaxed: 0,
      decimal: 0,
      inclusive: 0,
      exempt: 0,
      modes: new Set(),
    };
    for (let index = 0; index < 10_000; index += 1) {
      const document = randomDocument(random);
      const draft = readQuoteDraft(draftDataOf(document));
      expect(draft, `document ${index} reads back`).not.toBeNull();
      if (!draft) continue;
      const lines = buildQuoteLines(draft);
      expect(lines.every((line) => !line.quantityError && !line.unitPriceError)).toBe(true);
      const totals = calculateQuoteTotals(lines, totalsSettingsOf(draft));
      const expected = referenceTotals(document);
      const actual = {
        byRate: totals.byRate.map(({ rate, taxableAmount, grossAmount, tax }) => ({
          rate,
          taxableAmount,
          grossAmount,
          tax,
        })),
        subtotal: totals.subtotal,
        tax: totals.tax,
        nonTaxable: totals.nonTaxable,
        outOfScope: totals.outOfScope,
        total: totals.total,
        withholding: totals.withholding,
        net: totals.net,
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        expect(actual, `document ${index}: ${JSON.stringify(document)}`).toEqual(expected);
      }
      counts.discount += document.items.some((item) => item.discount) ? 1 : 0;
      counts.untaxed +=
        document.perItemTax && document.items.some((item) => item.category.length > 2) ? 1 : 0;
      counts.decimal += document.items.some((item) => item.quantity.includes('.')) ? 1 : 0;
      counts.inclusive += document.taxEntry === 'inclusive' ? 1 : 0;
      counts.exempt += document.exemptIssuer ? 1 : 0;
      counts.modes.add(document.rounding);
    }
    // The mix the generator promises, so the comparison covers every rule.
    expect(counts.discount).toBeGreaterThan(3_000);
    expect(counts.untaxed).toBeGreaterThan(3_000);
    expect(counts.decimal).toBeGreaterThan(5_000);
    expect(counts.inclusive).toBeGreaterThan(4_000);
    expect(counts.exempt).toBeGreaterThan(1_000);
    expect(counts.modes.size).toBe(3);
    // Decimal arithmetic on 10,000 documents takes seconds on a loaded machine.
  }, 300_000);

  it('reads documents made before these settings as 税抜, 切り捨て, 課税事業者', () => {
    const draft = readQuoteDraft({
      version: 1,
      kind: 'invoice',
      header: {
        quoteNumber: '',
        date: '2026-11-29',
        validUntil: '2026-12-29',
        clientName: 'A',
        honorific: 'onchu',
        subject: '',
        companyName: '',
        registrationNumber: '',
        issuerDetails: '',
        notes: '',
      },
      items: [
        { id: 'a', name: 'x', description: '', quantity: '3', unitPrice: '333', taxRate: 10 },
      ],
      taxRate: 10,
      perItemTax: false,
    });
    expect(draft).toMatchObject({ taxEntry: 'exclusive', rounding: 'floor', exemptIssuer: false });
    expect(draft?.items[0]).toMatchObject({ unit: '', discount: false, taxClass: 'taxable' });
    // 999 × 10 % = 99.9 → 99, as before.
    expect(calculateQuoteTotals(buildQuoteLines(draft!), totalsSettingsOf(draft!)).total).toBe(
      1_098,
    );
  });
});
