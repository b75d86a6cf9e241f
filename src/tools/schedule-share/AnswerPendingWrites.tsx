import { PendingWritesPanel } from '../../components/offline/PendingWritesPanel';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { answerWriteKey, type AnswerWrite } from './answerWrites';
import { locales } from './locales';

/**
 * 「未送信の変更 n件」 on a poll's page: answers given offline, each named, waiting to be sent in
 * order when the connection returns (kept across a reload); and those refused when they were
 * finally sent (the answer changed meanwhile, answers closed), to be told and dismissed.
 */
export function AnswerPendingWrites({ shareId }: { shareId: string }) {
  const { t } = useToolTranslation('schedule-share', locales);
  return (
    <PendingWritesPanel<AnswerWrite>
      mutationKey={answerWriteKey(shareId)}
      describe={(write) =>
        t('offline.answer', { name: write.submission.name?.trim() || t('offline.someone') })
      }
      headingLevel={2}
      testIdPrefix="answer-pending"
      labels={{
        heading: (count) => t('offline.heading', { count }),
        failedHeading: t('offline.failed_heading'),
        failure: (error) =>
          error?.kind === 'conflict' ? t('offline.failed_conflict') : t('offline.failed_other'),
        dismiss: t('offline.dismiss'),
      }}
    />
  );
}
