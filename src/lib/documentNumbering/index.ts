/**
 * The one numbering of 見積書, 納品書, 請求書 and 領収書: one pattern, a prefix per kind, the
 * period a pattern counts in, every number ever issued (browser key issued-document-numbers;
 * the account's table document_numbers for signed-in users), the counters, the invoice-number
 * tool's history (invoice-history) and the lock that makes issuing atomic across tabs.
 */
export * from './formatInvoiceNumber';
export * from './invoiceCounters';
export * from './invoiceHistory';
export * from './invoiceHistoryStorage';
export * from './invoiceNumberingStorage';
export * from './issueDocumentNumber';
export * from './numberingSettings';
export * from './numberRegistry';
export * from './planNextNumber';
export { createAccountNumbering, type AccountNumbering } from './accountNumbering';
