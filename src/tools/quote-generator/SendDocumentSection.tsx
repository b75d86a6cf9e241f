import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { BusinessDocument } from '../../lib/businessDocuments/businessDocument';
import {
  createDocumentSendStore,
  isMailAddress,
  SEND_BODY_MAX,
  SEND_SUBJECT_MAX,
  type DocumentSend,
  type SendRefusal,
} from '../../lib/businessDocuments/documentSends';
import { unwrap } from '../../lib/query/dataQueries';
import { formatTokyoDate, formatTokyoDateTime } from '../../lib/dates';
import { formatYen } from '../../lib/format';
import type { Language } from '../../lib/i18n/types';
import { getSupabase } from '../../lib/supabase';
import { coverMail } from './coverMail';
import { documentFileName } from './documentDraft';
import type { QuoteHeader } from './quoteTypes';

/** The PDF of the document open in the editor, as 「PDFをダウンロード」 makes it. */
export type MakePdf = () => Promise<{ bytes: Uint8Array; fileName: string } | null>;

interface Props {
  /** An issued document kept in the account. */
  kept: BusinessDocument;
  storeKey: string;
  language: Language;
  t: TFunction;
  makePdf: MakePdf;
}

type FormError =
  SendRefusal | 'recipient_required' | 'subject_required' | 'body_required' | 'pdf_failed';

function headerOf(kept: BusinessDocument): Partial<QuoteHeader> {
  const header = (kept.data as { header?: unknown }).header;
  return typeof header === 'object' && header !== null ? (header as Partial<QuoteHeader>) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * 「メールで送付」: the issued document's PDF with an editable cover mail in the recipient's
 * language, sent through the site's mail outbox, and the 送付履歴 (when, to whom, which version,
 * what became of the mail, its message id). Kept in the account only.
 */
export function SendDocumentSection({ kept, storeKey, language, t, makePdf }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const store = useMemo(() => createDocumentSendStore(getSupabase), []);
  const queryKey = useMemo(
    () => ['documents', storeKey, 'sends', kept.id] as const,
    [storeKey, kept.id],
  );
  const history = useQuery<DocumentSend[]>({
    queryKey,
    queryFn: async () => unwrap(await store.list(kept.id)),
    // While a mail waits in the outbox, look again now and then for what became of it.
    refetchInterval: (query) =>
      query.state.data?.some((send) => send.status === 'queued') ? 4_000 : false,
  });
  const header = headerOf(kept);
  const corrected = kept.version > 1;
  const template = (mailLanguage: Language) =>
    coverMail(
      {
        kind: kept.kind,
        number: kept.number,
        title: text(header.subject),
        clientName: text(header.clientName),
        honorific: header.honorific === 'sama' ? 'sama' : 'onchu',
        department: text(header.clientDepartment),
        person: text(header.clientPerson),
        companyName: text(header.companyName),
        amount: kept.amount === null ? '' : formatYen(kept.amount),
        dueDate: text(header.dueDate)
          ? formatTokyoDate(`${text(header.dueDate)}T00:00:00+09:00`, mailLanguage)
          : '',
        corrected,
      },
      mailLanguage,
    );

  const [open, setOpen] = useState(false);
  const [recipient, setRecipient] = useState(text(header.clientEmail));
  const [mailLanguage, setMailLanguage] = useState<Language>(language);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState<string | null>(null);

  const start = () => {
    const proposed = template(mailLanguage);
    setRecipient(text(header.clientEmail));
    setSubject(proposed.subject);
    setBody(proposed.body);
    setError(null);
    setQueued(null);
    setOpen(true);
  };
  const changeLanguage = (next: Language) => {
    // The proposed text follows the language unless the user wrote their own.
    const before = template(mailLanguage);
    const proposed = template(next);
    if (subject === before.subject) setSubject(proposed.subject);
    if (body === before.body) setBody(proposed.body);
    setMailLanguage(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!recipient.trim()) return setError('recipient_required');
    if (!isMailAddress(recipient)) return setError('recipient_invalid');
    if (!subject.trim()) return setError('subject_required');
    if (!body.trim()) return setError('body_required');
    setError(null);
    setSending(true);
    try {
      const pdf = await makePdf().catch(() => null);
      if (!pdf) return setError('pdf_failed');
      const result = await store.send({
        documentId: kept.id,
        recipient,
        language: mailLanguage,
        subject,
        body,
        fileName: pdf.fileName,
        pdf: pdf.bytes,
      });
      if (!result.ok) return setError(result.refusal);
      setQueued(result.data.recipient);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey });
    } finally {
      setSending(false);
    }
  };

  const sends = history.data ?? [];
  const field = (name: string) => `${id}-${name}`;
  const invalid = (which: FormError[]) => error !== null && which.includes(error);

  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-bold">
        {t('send.heading')}
      </h3>
      {!open && (
        <div>
          <button type="button" className="btn btn-secondary" onClick={start}>
            {t('send.open')}
          </button>
        </div>
      )}
      {open && (
        <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)} noValidate>
          <div className="flex flex-col gap-1">
            <label htmlFor={field('to')} className="label">
              {t('send.to')}
            </label>
            <input
              id={field('to')}
              type="email"
              className={`input w-full ${invalid(['recipient_required', 'recipient_invalid']) ? 'input-invalid' : ''}`}
              autoComplete="email"
              value={recipient}
              maxLength={254}
              aria-invalid={invalid(['recipient_required', 'recipient_invalid'])}
              onChange={(event) => setRecipient(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={field('language')} className="label">
              {t('send.language')}
            </label>
            <select
              id={field('language')}
              className="input w-full"
              value={mailLanguage}
              onChange={(event) => changeLanguage(event.target.value === 'en' ? 'en' : 'ja')}
            >
              <option value="ja">{t('send.languages.ja')}</option>
              <option value="en">{t('send.languages.en')}</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={field('subject')} className="label">
              {t('send.subject')}
            </label>
            <input
              id={field('subject')}
              className={`input w-full ${invalid(['subject_required']) ? 'input-invalid' : ''}`}
              value={subject}
              maxLength={SEND_SUBJECT_MAX}
              aria-invalid={invalid(['subject_required'])}
              onChange={(event) => setSubject(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={field('body')} className="label">
              {t('send.body')}
            </label>
            <textarea
              id={field('body')}
              className={`input min-h-64 w-full ${invalid(['body_required']) ? 'input-invalid' : ''}`}
              value={body}
              maxLength={SEND_BODY_MAX}
              aria-invalid={invalid(['body_required'])}
              onChange={(event) => setBody(event.target.value)}
            />
          </div>
          <p className="muted text-xs">
            {t('send.attachment', {
              fileName: documentFileName({ kind: kept.kind, header: header as QuoteHeader }, 'pdf'),
              version: kept.version,
            })}
          </p>
          <p className="muted text-xs">{t('send.reply_note')}</p>
          {corrected && <p className="alert-info text-xs">{t('send.corrected_note')}</p>}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {sending ? t('send.sending') : t('send.submit')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              {t('send.close')}
            </button>
          </div>
        </form>
      )}
      <div aria-live="polite">
        {error && (
          <p className="text-sm text-red-700 dark:text-red-300" role="alert">
            {t(`send.errors.${error}`)}
          </p>
        )}
        {queued && (
          <p className="alert-success text-sm">{t('send.queued', { recipient: queued })}</p>
        )}
      </div>
      <h4 className="text-sm font-bold">{t('send.history')}</h4>
      {history.isSuccess && sends.length === 0 && (
        <p className="muted text-sm">{t('send.history_empty')}</p>
      )}
      {sends.length > 0 && (
        <ol className="flex flex-col gap-1 text-sm" aria-label={t('send.history')}>
          {sends.map((send) => (
            <li
              key={send.id}
              className="rounded border border-gray-300 px-2 py-1 dark:border-gray-600"
            >
              <p className="break-words">
                {t('send.history_line', {
                  date: formatTokyoDateTime(send.sentAt ?? send.createdAt, language),
                  recipient: send.recipient,
                  version: send.version,
                })}
                {send.corrected && t('send.history_corrected')}
                {' — '}
                <span className="font-bold">{t(`send.states.${send.status}`)}</span>
              </p>
              <p className="muted break-words text-xs">
                {t('send.history_subject', { subject: send.subject })}
              </p>
              {send.messageId && (
                <p className="muted break-all text-xs">
                  {t('send.history_message_id', { id: send.messageId })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
