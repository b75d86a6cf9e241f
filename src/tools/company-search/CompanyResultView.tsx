import type { CompanyResult } from '../../../supabase/functions/company-search/contract';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { companyFieldRows, safeExternalUrl } from './companyFields';
import { locales } from './locales';

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useToolTranslation('company-search', locales);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all">
      {children}
      <span className="sr-only">{t('common:new_tab')}</span>
    </a>
  );
}

/** The detail of one company: every known field, its business, news and sources. */
export function CompanyResultView({ data }: { data: CompanyResult }) {
  const { t, i18n } = useToolTranslation('company-search', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const rows = companyFieldRows(data, language, (key, values) => t(key, values));
  const news = data.recent_news.filter((item) => safeExternalUrl(item.url));

  return (
    <section aria-labelledby="company-result-heading" className="panel flex flex-col gap-5">
      <div>
        <p className="muted text-sm">{t('result.heading')}</p>
        <h2 id="company-result-heading" className="text-xl font-bold text-gray-900 dark:text-white">
          {data.company_name}
        </h2>
      </div>

      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">
              {t(`result.fields.${row.key}`)}
            </dt>
            <dd className="text-gray-900 dark:text-gray-100">
              {row.kind === 'link' ? (
                <ExternalLink href={row.href}>{row.text}</ExternalLink>
              ) : (
                row.text
              )}
            </dd>
          </div>
        ))}
      </dl>

      {data.business_description.length > 0 && (
        <section aria-labelledby="company-business" className="flex flex-col gap-2">
          <h3 id="company-business" className="font-semibold">
            {t('result.business')}
          </h3>
          <ul className="list-disc pl-5 text-gray-800 dark:text-gray-200">
            {data.business_description.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      {news.length > 0 && (
        <section aria-labelledby="company-news" className="flex flex-col gap-2">
          <h3 id="company-news" className="font-semibold">
            {t('result.news')}
          </h3>
          <ul className="flex flex-col gap-1">
            {news.map((item) => (
              <li key={item.url}>
                <ExternalLink href={safeExternalUrl(item.url) ?? ''}>{item.title}</ExternalLink>
                {(item.publisher || item.date) && (
                  <span className="muted ml-2 text-sm">
                    {[item.publisher, item.date].filter(Boolean).join(' · ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section
        aria-labelledby="company-sources"
        className="flex flex-col gap-2 border-t border-gray-200 pt-4 dark:border-gray-700"
      >
        <h3 id="company-sources" className="font-semibold">
          {t('result.sources')}
        </h3>
        <ul className="flex flex-col gap-1 text-sm">
          {data.sources.map((source) => {
            const href = safeExternalUrl(source.url);
            return (
              <li key={`${source.name}-${source.url ?? ''}`}>
                {href ? (
                  <ExternalLink href={href}>{source.name}</ExternalLink>
                ) : (
                  <span className="text-gray-800 dark:text-gray-200">{source.name}</span>
                )}
              </li>
            );
          })}
        </ul>
        <p className="muted text-xs">{t('result.missing_note')}</p>
      </section>
    </section>
  );
}
