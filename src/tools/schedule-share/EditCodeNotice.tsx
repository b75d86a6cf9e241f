import { CopyButton } from '../../components/CopyButton';
import { formatEditCode } from '../../lib/editCode';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';

/** The answer is saved; with the respondent's edit code when the server gave it. */
export function EditCodeNotice({
  updated,
  editCode,
}: {
  updated: boolean;
  editCode: string | null;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  return (
    <div role="status" className="alert-success flex flex-col gap-2">
      <p>{updated ? t('shared.updated') : t('shared.sent')}</p>
      {editCode && (
        <>
          <p className="font-semibold">
            {t('shared.code_heading')}
            <span className="font-mono text-lg tracking-wider" data-edit-code>
              {formatEditCode(editCode)}
            </span>
          </p>
          <p className="text-sm">{t('shared.code_note')}</p>
          <CopyButton
            text={formatEditCode(editCode)}
            label={t('shared.copy_code')}
            className="btn btn-secondary self-start"
          />
        </>
      )}
    </div>
  );
}
