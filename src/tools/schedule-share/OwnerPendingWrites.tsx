import { PendingWritesPanel } from '../../components/offline/PendingWritesPanel';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { describePollWrite, POLL_WRITE_PREFIX, type PollWrite } from './pollWrites';
import { locales } from './locales';

/**
 * 「未送信の変更 n件」 on the owner's page: changes of polls (settings, the decision,
 * candidates) made offline, each named, waiting to be sent in order when the connection
 * returns (kept across a reload); and those refused when they were finally sent (changed
 * meanwhile in another window or device, the poll deleted), to be told and dismissed.
 */
export function OwnerPendingWrites() {
  const { t } = useToolTranslation('schedule-share', locales);
  return (
    <PendingWritesPanel<PollWrite>
      mutationKey={[POLL_WRITE_PREFIX]}
      describe={(write) => {
        const { key, ...values } = describePollWrite(write);
        return t(`owner_offline.${key}`, values);
      }}
      typed={(write) =>
        write.op === 'settings'
          ? [write.changes.title, write.changes.description].filter(Boolean).join('\n')
          : ''
      }
      headingLevel={2}
      testIdPrefix="poll-pending"
      labels={{
        heading: (count) => t('offline.heading', { count }),
        note: t('owner_offline.note'),
        failedHeading: t('owner_offline.failed_heading'),
        failure: (error) =>
          error?.kind === 'conflict'
            ? t('owner_offline.failed_conflict')
            : t('owner_offline.failed_other'),
        dismiss: t('offline.dismiss'),
        copyTyped: t('owner_offline.copy_typed'),
      }}
    />
  );
}
