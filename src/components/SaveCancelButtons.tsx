import { useCommonTranslation } from '../lib/i18n/toolLocales';

interface Props {
  /** False while the form cannot be saved (a required field is blank). */
  canSave: boolean;
  /** Leaves the form without saving. */
  onCancel: () => void;
}

/**
 * An edit form's 保存 (it submits the form it stands in) and キャンセル. A fragment: the form
 * places the two buttons in its own row.
 */
export function SaveCancelButtons({ canSave, onCancel }: Props) {
  const { t } = useCommonTranslation();
  return (
    <>
      <button type="submit" className="btn btn-primary" disabled={!canSave}>
        {t('save')}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {t('cancel')}
      </button>
    </>
  );
}
