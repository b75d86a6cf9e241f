import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMailText } from '../../components/mailSettings/useMailText';
import { SharedPageStatus } from '../../components/SharedPageStatus';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { getUnsubscribeLink, unsubscribeByLink } from '../../lib/mailSettings/mailSettings';
import { unwrap } from '../../lib/query/dataQueries';
import { queryStatus } from '../../lib/query/queryStatus';
import { withDataQueries } from '../../lib/query/withDataQueries';
import { usePageMeta } from '../../lib/usePageMeta';
import { locales } from './locales';

/**
 * Where a mail's unsubscribe link leads (/unsubscribe?token=…): it says which mails the link
 * stops and asks before it does; opening the page changes nothing, so mail programs and link
 * checkers that fetch every link unsubscribe nobody. No sign-in: the token is the proof.
 */
function UnsubscribePage() {
  const { t } = useToolTranslation('unsubscribe', locales);
  const { t: mailText } = useMailText();
  const kindName = (kind: string) => mailText(`kind_${kind}`);
  usePageMeta(t('title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({
    queryKey: ['mail', 'unsubscribe', token],
    queryFn: async () => unwrap(await getUnsubscribeLink(token)),
    enabled: token !== '',
  });
  const [state, setState] = useState<'asking' | 'stopping' | 'done' | 'failed'>('asking');
  const status = token === '' ? 'not_found' : queryStatus(link);

  const stop = async () => {
    setState('stopping');
    const result = await unsubscribeByLink(token);
    setState(result.ok ? 'done' : 'failed');
  };

  return (
    <section className="mx-auto flex max-w-lg flex-col gap-4 py-12">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <SharedPageStatus
        status={status}
        loading={t('checking')}
        notFound={t('invalid')}
        failed={t('failed')}
      />
      {status === 'shown' && link.data && (
        <div className="panel flex flex-col gap-3">
          {state === 'done' || link.data.unsubscribed ? (
            <div role="status" className="flex flex-col gap-2">
              <p className="font-semibold">
                {t(state === 'done' ? 'done' : 'already', { kind: kindName(link.data.kind) })}
              </p>
              <p>{t('done_note')}</p>
              <p className="muted text-sm">{t('resume_note')}</p>
            </div>
          ) : (
            <>
              <p className="font-semibold">{t('confirm', { kind: kindName(link.data.kind) })}</p>
              <p className="text-sm">{t('scope', { kind: kindName(link.data.kind) })}</p>
              <button
                type="button"
                className="btn btn-primary self-start"
                disabled={state === 'stopping'}
                onClick={() => void stop()}
              >
                {state === 'stopping' ? t('stopping') : t('stop')}
              </button>
              {state === 'failed' && (
                <p role="alert" className="alert-error text-sm">
                  {t('failed')}
                </p>
              )}
            </>
          )}
        </div>
      )}
      <Link to="/" className="self-start">
        {t('home')}
      </Link>
    </section>
  );
}

export default withDataQueries(UnsubscribePage);
