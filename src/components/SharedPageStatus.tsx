import type { QueryStatus } from '../lib/query/queryStatus';
import { useCommonTranslation } from '../lib/i18n/toolLocales';

/**
 * The three states every shared link's page has before (or instead of) its content: loading,
 * not found (an unknown, stopped or replaced link) and a failed load. Nothing for 'shown'.
 * Loading says the common 「読み込み中...」 unless the page says otherwise.
 */
export function SharedPageStatus({
  status,
  notFound,
  failed,
  loading,
}: {
  status: QueryStatus;
  notFound: string;
  failed: string;
  loading?: string;
}) {
  const { t } = useCommonTranslation();
  if (status === 'loading') return <p role="status">{loading ?? t('loading')}</p>;
  if (status === 'not_found')
    return (
      <p role="alert" className="alert-warning">
        {notFound}
      </p>
    );
  if (status === 'failed')
    return (
      <p role="alert" className="alert-error">
        {failed}
      </p>
    );
  return null;
}
