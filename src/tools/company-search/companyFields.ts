import type { CompanyResult } from '../../../supabase/functions/company-search/contract';
import { formatInteger } from '../../lib/format';

/** Only http(s) URLs become links; anything else (javascript:, data:, junk) is dropped. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type FieldKey =
  | 'company_name_en'
  | 'headquarters'
  | 'established_date'
  | 'representative'
  | 'phone_number'
  | 'capital'
  | 'listing'
  | 'listing_date'
  | 'employees'
  | 'average_salary'
  | 'homepage_url'
  | 'recruitment_url';

export type FieldRow =
  | { key: FieldKey; kind: 'text'; text: string }
  | { key: FieldKey; kind: 'link'; href: string; text: string };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function amount(
  value: number | string | null,
  unitKey: string,
  t: Translate,
  valueName: string,
): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return Number.isFinite(value) ? t(unitKey, { [valueName]: formatInteger(value) }) : null;
}

/** "1937" → 1937年; "1937-08-28" → 1937年8月28日 (a calendar date, so no time-zone shift). */
export function formatEstablished(
  value: string | null,
  language: 'ja' | 'en',
  t: Translate,
): string | null {
  if (!value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ja-JP', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date(`${value}T00:00:00Z`));
  }
  return /^\d{4}$/.test(value) ? t('result.year', { year: value }) : value;
}

/** The rows of the detail list: every field the result has, in a fixed order; none invented. */
export function companyFieldRows(
  data: CompanyResult,
  language: 'ja' | 'en',
  t: Translate,
): FieldRow[] {
  const rows: FieldRow[] = [];
  const text = (key: FieldKey, value: string | null | undefined) => {
    if (value && value.trim() !== '') rows.push({ key, kind: 'text', text: value.trim() });
  };
  const link = (key: FieldKey, value: string | null) => {
    const href = safeExternalUrl(value);
    if (href) rows.push({ key, kind: 'link', href, text: href });
  };
  const listing = [data.listing_exchange, data.ticker].filter(Boolean);

  if (language === 'en' || data.company_name_en !== data.company_name)
    text('company_name_en', data.company_name_en);
  text('headquarters', data.headquarters);
  text('established_date', formatEstablished(data.established_date, language, t));
  text('representative', data.representative);
  text('phone_number', data.phone_number);
  text('capital', amount(data.capital, 'result.yen', t, 'amount'));
  if (listing.length > 0) {
    text(
      'listing',
      data.listing_exchange && data.ticker
        ? `${data.listing_exchange} (${data.ticker})`
        : listing.join(''),
    );
  }
  text('listing_date', formatEstablished(data.listing_date, language, t));
  text('employees', amount(data.employees, 'result.people', t, 'count'));
  text('average_salary', amount(data.average_salary, 'result.yen', t, 'amount'));
  link('homepage_url', data.homepage_url);
  link('recruitment_url', data.recruitment_url);
  return rows;
}
