import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ShareLink } from '../../components/ShareLink';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import type { SharingAction } from './lists';
import { locales } from './locales';
import { shareUrl } from '../../lib/sharing';

interface Props {
  /** The list's current share id; null while it is not shared. */
  shareId: string | null;
  hasTasks: boolean;
  onSharing: (action: SharingAction) => Promise<boolean>;
}

/** The share link of the list in view: make one, stop sharing, or replace it with a new one. */
export function SharePanel({ shareId, hasTasks, onSharing }: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const [confirming, setConfirming] = useState<'stop' | 'reissue' | null>(null);
  const [done, setDone] = useState<'stopped' | 'reissued' | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: SharingAction) => {
    setConfirming(null);
    setBusy(true);
    const ok = await onSharing(action);
    setBusy(false);
    if (ok) setDone(action === 'stop' ? 'stopped' : action === 'reissue' ? 'reissued' : null);
  };

  return (
    <section aria-labelledby="todo-share-heading" className="panel flex flex-col gap-3">
      <h3 id="todo-share-heading" className="text-lg font-semibold">
        {t('share.heading')}
      </h3>
      {shareId ? (
        <>
          <ShareLink
            url={shareUrl(window.location.origin, 'todo-share', shareId)}
            label={t('share.link_label')}
            note={t('share.note')}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => setConfirming('reissue')}
            >
              {t('share.reissue')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => setConfirming('stop')}
            >
              {t('share.stop')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm">{t('share.not_shared')}</p>
          <button
            type="button"
            className="btn btn-primary self-start"
            onClick={() => void run('share')}
            disabled={!hasTasks || busy}
          >
            {t('share.create')}
          </button>
          {!hasTasks && <p className="muted text-sm">{t('share.no_tasks')}</p>}
        </>
      )}
      <p role="status" className="text-sm">
        {done ? t(`share.${done}`) : ''}
      </p>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'reissue' ? t('share.reissue_title') : t('share.stop_title')}
        message={confirming === 'reissue' ? t('share.reissue_message') : t('share.stop_message')}
        confirmLabel={confirming === 'reissue' ? t('share.reissue') : t('share.stop')}
        cancelLabel={t('list.cancel')}
        onConfirm={() => void run(confirming ?? 'stop')}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
