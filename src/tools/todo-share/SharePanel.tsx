import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { shareUrl } from '../../lib/sharing';
import { LinkControls } from './LinkControls';
import type { SharingAction } from './lists';
import { locales } from './locales';

interface Props {
  /** The list's current share id; null while it is not shared. */
  shareId: string | null;
  hasTasks: boolean;
  onSharing: (action: SharingAction) => Promise<boolean>;
}

/** The view link of the list in view: make one, stop sharing, or replace it with a new one. */
export function SharePanel({ shareId, hasTasks, onSharing }: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  return (
    <div className="panel">
      <LinkControls
        id="todo-share"
        url={shareId ? shareUrl(window.location.origin, 'todo-share', shareId) : null}
        canCreate={hasTasks}
        hint={hasTasks ? null : t('share.no_tasks')}
        onAction={onSharing}
        texts={{
          heading: t('share.heading'),
          none: t('share.not_shared'),
          create: t('common:create_share_link'),
          label: t('common:share_link'),
          note: t('share.note'),
          reissue: t('share.reissue'),
          reissueTitle: t('share.reissue_title'),
          reissueMessage: t('share.reissue_message'),
          stop: t('share.stop'),
          stopTitle: t('share.stop_title'),
          stopMessage: t('share.stop_message'),
          cancel: t('common:cancel'),
          done: { share: '', reissue: t('share.reissued'), stop: t('share.stopped') },
        }}
      />
    </div>
  );
}
