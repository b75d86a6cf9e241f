/**
 * Invoice numbering shared by the invoice-number tool and invoices made from quotes: formats,
 * the period each format counts in, the history (browser storage key invoice-history) and the
 * counters that keep numbers unique past the history's 100-entry cap.
 */
export * from './formatInvoiceNumber';
export * from './invoiceCounters';
export * from './invoiceHistory';
export * from './invoiceHistoryStorage';
export * from './invoiceNumberingStorage';
export * from './issueInvoiceNumber';
export * from './planNextInvoice';
