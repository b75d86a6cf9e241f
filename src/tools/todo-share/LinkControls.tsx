import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ShareLink } from '../../components/ShareLink';
import type { SharingAction } from './lists';

export interface LinkTexts {
  heading: string;
  none: string;
  create: string;
  label: string;
  note: string;
  reissue: string;
  reissueTitle: string;
  reissueMessage: string;
  stop: string;
  stopTitle: string;
  stopMessage: string;
  cancel: string;
  /** What the status line says after each action. */
  done: Record<SharingAction, string>;
}

interface Props {
  id: string;
  /** The link while there is one; null otherwise. */
  url: string | null;
  texts: LinkTexts;
  /** False: the link cannot be made yet (`hint` says why). */
  canCreate?: boolean;
  hint?: string | null;
  onAction: (action: SharingAction) => Promise<boolean>;
}

/**
 * A link to a list (the view link or the edit link): make it, copy it, replace it with a new
 * one, or stop it. Replacing and stopping ask first: the old link stops working for everyone.
 */
export function LinkControls({ id, url, texts, canCreate = true, hint, onAction }: Props) {
  const [confirming, setConfirming] = useState<'stop' | 'reissue' | null>(null);
  const [done, setDone] = useState<SharingAction | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: SharingAction) => {
    setConfirming(null);
    setBusy(true);
    const ok = await onAction(action);
    setBusy(false);
    setDone(ok ? action : null);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {texts.heading}
      </h3>
      {url ? (
        <>
          <ShareLink url={url} label={texts.label} note={texts.note} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => setConfirming('reissue')}
            >
              {texts.reissue}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => setConfirming('stop')}
            >
              {texts.stop}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm">{texts.none}</p>
          <button
            type="button"
            className="btn btn-primary self-start"
            onClick={() => void run('share')}
            disabled={!canCreate || busy}
          >
            {texts.create}
          </button>
          {hint && <p className="muted text-sm">{hint}</p>}
        </>
      )}
      <p role="status" className="text-sm">
        {done ? texts.done[done] : ''}
      </p>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'reissue' ? texts.reissueTitle : texts.stopTitle}
        message={confirming === 'reissue' ? texts.reissueMessage : texts.stopMessage}
        confirmLabel={confirming === 'reissue' ? texts.reissue : texts.stop}
        cancelLabel={texts.cancel}
        onConfirm={() => void run(confirming ?? 'stop')}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
