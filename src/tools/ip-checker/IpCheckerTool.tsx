import { useId } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { RefreshButton } from '../../components/RefreshButton';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { urlHost } from '../../lib/urlHost';
import { ipLookupUrl } from './config';
import { locales } from './locales';
import { useIpLookup } from './useIpLookup';
import Lock from 'lucide-react/icons/lock';

export default function IpCheckerTool() {
  const { t } = useToolTranslation('ip-checker', locales);
  const id = useId();
  const { state, refresh } = useIpLookup(ipLookupUrl);
  const uses = t('uses', { returnObjects: true }) as string[];

  return (
    <div className="flex flex-col gap-6">
      <section
        className="panel flex flex-col items-center gap-4 py-8 text-center"
        aria-labelledby={`${id}-heading`}
      >
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t('heading')}
        </h2>
        <div
          // Tall enough for a two-line IPv6 address: the page below does not move when it arrives.
          className="flex min-h-28 flex-col items-center justify-center gap-2"
          aria-live="polite"
        >
          {state.status === 'loading' && (
            <p role="status" className="text-gray-700 dark:text-gray-300">
              {t('loading')}
            </p>
          )}
          {state.status === 'error' && (
            <p role="alert" className="alert-error">
              {t('error')}
            </p>
          )}
          {state.status === 'data' && (
            <>
              <p className="flex flex-wrap items-center justify-center gap-3">
                <output className="font-mono text-3xl font-bold break-all text-gray-900 sm:text-4xl dark:text-white">
                  {state.info.ip}
                </output>
                <span className="rounded-full border border-blue-300 bg-blue-50 px-2.5 py-0.5 text-sm font-medium text-blue-800 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200">
                  {state.info.version}
                </span>
              </p>
              <p className="muted text-sm">{t(`scopes.${state.info.scope}`)}</p>
              {state.info.registry && (
                <p className="muted text-xs">{t('registry', state.info.registry)}</p>
              )}
            </>
          )}
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <CopyButton
            text={state.status === 'data' ? state.info.ip : ''}
            label={t('copy')}
            className="btn btn-primary"
            disabled={state.status !== 'data'}
          />
          <RefreshButton
            label={t('refresh')}
            onClick={refresh}
            disabled={state.status === 'loading'}
          />
        </div>
      </section>

      <div className="grid items-start gap-6 md:grid-cols-2">
        <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`} className="text-lg font-semibold">
            {t('about_heading')}
          </h2>
          <p className="text-gray-800 dark:text-gray-200">{t('about_body')}</p>
          <h3 className="font-semibold">{t('uses_heading')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-gray-800 dark:text-gray-200">
            {uses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
        </section>
        <section className="alert-info flex flex-col gap-2" aria-labelledby={`${id}-privacy`}>
          <h2 id={`${id}-privacy`} className="text-lg font-semibold">
            <Lock className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
            {t('privacy_heading')}
          </h2>
          <p>{t('privacy_body', { host: urlHost(ipLookupUrl) })}</p>
        </section>
      </div>
    </div>
  );
}
