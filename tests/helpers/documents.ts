/**
 * A document's data as the quote generator keeps it (src/tools/quote-generator/quoteTypes.ts),
 * for tests that store documents: the database derives the index (取引年月日, amount, 取引先,
 * 件名) from it.
 */
export interface DocumentDataOptions {
  kind?: 'quote' | 'invoice' | 'delivery_note' | 'receipt';
  number?: string;
  client?: string;
  honorific?: 'onchu' | 'sama';
  subject?: string;
  /** The document's date; on an invoice also its 取引年月日. */
  date?: string;
  items?: { name?: string; quantity?: string; unitPrice: string; taxRate?: 8 | 10 }[];
  perItemTax?: boolean;
  withholding?: boolean;
}

export function documentData(options: DocumentDataOptions = {}) {
  const kind = options.kind ?? 'invoice';
  const number = options.number ?? '';
  const date = options.date ?? '2026-12-10';
  return {
    version: 1,
    kind,
    header: {
      quoteNumber: kind === 'quote' ? number : '',
      date,
      validUntil: '',
      clientName: options.client ?? '株式会社サンプル商事',
      honorific: options.honorific ?? 'onchu',
      subject: options.subject ?? 'Web制作',
      companyName: '株式会社オフィスツール',
      registrationNumber: '',
      issuerDetails: '',
      notes: '',
      deliveryTerms: '',
      paymentTerms: '',
      documentNumber: kind === 'quote' ? '' : number,
      transactionDate: kind === 'invoice' ? date : '',
      dueDate: '',
      bankAccount: '',
      proviso: '',
      invoiceReference: '',
    },
    items: (options.items ?? [{ unitPrice: '200000' }]).map((item, index) => ({
      id: `item-${index}`,
      name: item.name ?? `品目${index + 1}`,
      description: '',
      quantity: item.quantity ?? '1',
      unitPrice: item.unitPrice,
      taxRate: item.taxRate ?? 10,
    })),
    taxRate: 10,
    perItemTax: options.perItemTax ?? false,
    withholding: options.withholding ?? false,
    paperReceipt: false,
    profileBase: {},
  };
}
