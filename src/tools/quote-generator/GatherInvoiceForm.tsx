import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import type { BusinessDocumentsApi } from '../../lib/businessDocuments/useBusinessDocuments';
import { formatTokyoDate, tokyoDateString } from '../../lib/dates';
import type { Language } from '../../lib/i18n/types';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import { gatherDeliveryNotes, monthRange, type DeliveryNote } from './gatherDeliveryNotes';
import { readQuoteDraft } from './quoteDraft';
import type { QuoteDraft } from './quoteTypes';

interface Props {
  documents: Pick<BusinessDocumentsApi, 'store'>;
  busy: boolean;
  language: Language;
  t: TFunction;
  /** Opens the gathered invoice in the editor (its number is given when it is first kept). */
  onGather: (draft: QuoteDraft) => void;
}

/** The most 納品書 one 合算請求書 reads. */
const MAX_NOTES = 100;

/**
 * 「合算請求書を作成」: the month's 納品書 (not cancelled) for one customer, gathered into one
 * invoice listing each delivery (gatherDeliveryNotes.ts).
 */
export function GatherInvoiceForm({ documents, busy, language, t, onGather }: Props) {
  const id = useId();
  const [client, setClient] = useState('');
  const [month, setMonth] = useState(() => tokyoDateString().slice(0, 7));
  // This month: left empty in the page drawn at build time, which the app fills in.
  const leftForTheApp = useLeftForTheApp();
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const gather = async () => {
    if (client.trim() === '') return setMessage(t('gather.client_required'));
    if (!/^\d{4}-\d{2}$/.test(month)) return setMessage(t('gather.month_required'));
    const { from, to } = monthRange(month);
    const found = await documents.store.search(
      { dateFrom: from, dateTo: to, amountMin: null, amountMax: null, client: client.trim() },
      { offset: 0, limit: MAX_NOTES },
    );
    if (!found.ok) return setMessage(t('gather.failed'));
    const notes: DeliveryNote[] = [];
    for (const row of found.data.rows) {
      if (row.kind !== 'delivery_note' || row.status === 'cancelled') continue;
      const read = await documents.store.get(row.id);
      if (!read.ok) return setMessage(t('gather.failed'));
      const draft = read.data ? readQuoteDraft(read.data.data) : null;
      if (draft) notes.push({ number: row.number, draft });
    }
    const result = gatherDeliveryNotes(notes, tokyoDateString(), (note, date) =>
      t('gather.line', {
        number: note.number,
        date: formatTokyoDate(`${date}T00:00:00+09:00`, language),
      }),
    );
    if (!result.ok) return setMessage(t(`gather.refused.${result.reason}`));
    // The document being edited gives way to the invoice: changes not kept would be lost.
    if (!window.confirm(t('gather.confirm'))) return setMessage(null);
    setMessage(t('gather.made', { count: notes.length }));
    onGather(result.draft);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setWorking(true);
    void gather().finally(() => setWorking(false));
  };

  return (
    <details className="rounded-lg border border-gray-300 p-2 dark:border-gray-600">
      <summary className="cursor-pointer text-sm font-bold">{t('gather.heading')}</summary>
      <form className="mt-2 flex flex-col gap-2" onSubmit={submit}>
        <p className="muted text-xs">{t('gather.hint')}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-client`} className="label text-xs">
              {t('gather.client')}
            </label>
            <input
              id={`${id}-client`}
              className="input w-full text-sm"
              value={client}
              onChange={(event) => setClient(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-month`} className="label text-xs">
              {t('gather.month')}
            </label>
            <input
              id={`${id}-month`}
              type="month"
              className="input w-full text-sm"
              value={leftForTheApp(month)}
              onChange={(event) => setMonth(event.target.value)}
            />
          </div>
        </div>
        <div>
          <button type="submit" className="btn btn-secondary text-sm" disabled={busy || working}>
            {t('gather.make')}
          </button>
        </div>
        <div aria-live="polite">{message && <p className="text-sm">{message}</p>}</div>
      </form>
    </details>
  );
}
