import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommonTranslation } from '../../lib/i18n/toolLocales';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ShareLink } from '../../components/ShareLink';
import { calendarFeedUrls } from '../../lib/calendarFeed/feedUrls';
import { getFeedToken, issueFeedToken, revokeFeedToken } from '../../lib/calendarFeed/feedTokens';
import { supabaseUrl } from '../../lib/config';
import { formatTokyoDateTime } from '../../lib/dates';
import { unwrap } from '../../lib/query/dataQueries';
import { withDataQueries } from '../../lib/query/withDataQueries';

const FEED_KEY = ['settings', 'calendar-feed'] as const;

/**
 * 設定 → カレンダー連携: the user's secret calendar feed (their dated tasks and decided polls)
 * as a webcal:// address for Apple Calendar and Outlook, a Google Calendar link, and the https
 * address; reissued (the old address stops) or stopped here.
 */
function CalendarFeedSettings({ language }: { language: 'ja' | 'en' }) {
  const { t } = useTranslation('settings');
  const { t: common } = useCommonTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: FEED_KEY, queryFn: async () => unwrap(await getFeedToken()) });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<'reissue' | 'revoke' | null>(null);
  const feed = query.data ?? null;
  const urls = feed ? calendarFeedUrls(supabaseUrl, feed.token) : null;

  const run = async (action: () => Promise<{ ok: boolean }>) => {
    setConfirming(null);
    setBusy(true);
    const result = await action();
    setBusy(false);
    setFailed(!result.ok);
    await queryClient.invalidateQueries({ queryKey: FEED_KEY });
  };

  return (
    <section aria-labelledby="calendar-feed" className="panel flex flex-col gap-3">
      <h2 id="calendar-feed" className="text-lg font-semibold">
        {t('feed_heading')}
      </h2>
      <p className="text-sm">{t('feed_intro')}</p>
      {query.isError && (
        <p role="alert" className="alert-error">
          {t('feed_load_failed')}
        </p>
      )}
      {failed && (
        <p role="alert" className="alert-error">
          {t('feed_failed')}
        </p>
      )}
      {query.isSuccess && !urls && (
        <button
          type="button"
          className="btn btn-primary self-start"
          disabled={busy}
          onClick={() => void run(issueFeedToken)}
        >
          {t('feed_issue')}
        </button>
      )}
      {urls && feed && (
        <>
          <ShareLink url={urls.webcal} label={t('feed_url')} note={t('feed_secret')} />
          <div className="flex flex-wrap gap-2">
            <a className="btn btn-secondary" href={urls.webcal}>
              {t('feed_open_app')}
            </a>
            <a
              className="btn btn-secondary"
              href={urls.google}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('feed_google')}
              <span className="sr-only">{common('new_tab')}</span>
            </a>
          </div>
          <ShareLink url={urls.https} label={t('feed_https')} />
          <p className="muted text-sm">
            {t('feed_issued', { date: formatTokyoDateTime(feed.created_at, language) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => setConfirming('reissue')}
            >
              {t('feed_reissue')}
            </button>
            <button
              type="button"
              className="btn btn-ghost text-red-700 dark:text-red-300"
              disabled={busy}
              onClick={() => setConfirming('revoke')}
            >
              {t('feed_revoke')}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'revoke' ? t('feed_revoke') : t('feed_reissue')}
        message={confirming === 'revoke' ? t('feed_revoke_confirm') : t('feed_reissue_confirm')}
        confirmLabel={confirming === 'revoke' ? t('feed_revoke') : t('feed_reissue')}
        cancelLabel={t('common:cancel')}
        onConfirm={() => void run(confirming === 'revoke' ? revokeFeedToken : issueFeedToken)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

export default withDataQueries(CalendarFeedSettings);
