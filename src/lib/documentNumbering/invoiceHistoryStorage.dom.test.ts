import { STORAGE_KEYS } from '../storage';
import {
  clearInvoiceHistory,
  loadInvoiceHistory,
  newInvoiceEntryId,
  saveInvoiceHistory,
} from './invoiceHistoryStorage';

describe('invoice history storage', () => {
  it('uses the key invoice-history and round-trips entries', () => {
    expect(STORAGE_KEYS.invoiceHistory).toBe('invoice-history');
    expect(loadInvoiceHistory()).toEqual([]);
    const history = [
      { id: 'a', number: '20250401-001', date: '2025-04-01', description: '', amount: 100 },
    ];
    expect(saveInvoiceHistory(history)).toBe(true);
    expect(JSON.parse(localStorage.getItem('invoice-history') ?? 'null')).toEqual(history);
    expect(loadInvoiceHistory()).toEqual(history);
    clearInvoiceHistory();
    expect(localStorage.getItem('invoice-history')).toBeNull();
  });

  it('reads broken JSON as an empty history', () => {
    localStorage.setItem('invoice-history', '{not json');
    expect(loadInvoiceHistory()).toEqual([]);
  });

  it('reports a refused write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(saveInvoiceHistory([])).toBe(false);
    setItem.mockRestore();
    vi.restoreAllMocks();
  });

  it('makes distinct ids', () => {
    expect(newInvoiceEntryId()).not.toBe(newInvoiceEntryId());
  });
});
