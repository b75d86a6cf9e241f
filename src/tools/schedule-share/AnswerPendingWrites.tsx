import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useQueuedWrites } from '../../lib/query/useQueuedWrites';
import type { AnswerWrite } from './answerWrites';
import { locales } from './locales';

/**
 * 「未送信の変更 n件」 on a poll's page: answers given offline, each named, waiting to be sent in
 * order when the connection returns (kept across a reload); and those refused when they were
 * finally sent (the answer changed meanwhile, answers closed), to be told and dismissed.
 */
export function AnswerPendingWrites({ shareId }: { shareId: string }) {
  const { t } = useToolTranslation('schedule-share', locales);
  const writes = useQueuedWrites<AnswerWrite>(['poll-answer', shareId]);
  if (writes.waiting.length === 0 && writes.failed.length === 0) return null;
  const nameOf = (write: AnswerWrite) => write.submission.name?.trim() || t('offline.someone');
  return (
    <section className="alert-info flex flex-col gap-2" aria-labelledby="answer-pending-heading">
      {writes.waiting.length > 0 && (
        <>
          <h2
            id="answer-pending-heading"
            className="font-semibold"
            data-testid="answer-pending-count"
          >
            {t('offline.heading', { count: writes.waiting.length })}
          </h2>
          <ol className="list-decimal pl-5 text-sm" data-testid="answer-pending">
            {writes.waiting.map((write) => (
              <li key={write.id}>{t('offline.answer', { name: nameOf(write.variables) })}</li>
            ))}
          </ol>
        </>
      )}
      {writes.failed.length > 0 && (
        <div role="alert" className="flex flex-col gap-2">
          <h2 className="font-semibold">{t('offline.failed_heading')}</h2>
          <ul className="flex flex-col gap-2 text-sm" data-testid="answer-pending-failed">
            {writes.failed.map((write) => (
              <li key={write.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {t('offline.answer', { name: nameOf(write.variables) })}:{' '}
                  {write.error?.kind === 'conflict'
                    ? t('offline.failed_conflict')
                    : t('offline.failed_other')}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost text-sm"
                  onClick={() => writes.dismiss(write.id)}
                >
                  {t('offline.dismiss')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
