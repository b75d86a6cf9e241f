import type { CompanyCandidate, CompanyResult, Locale } from './contract.ts';
import { entryConfidence } from './matchCompanies.ts';
import { normalizeCompanyName } from './normalizeCompanyName.ts';
import {
  fetchJsonWithTimeout,
  httpUrlOrNull,
  isRecord,
  numberOrNull,
  ProviderError,
  textOrNull,
  type FetchFunction,
  type JsonRecord,
} from '../_shared/providerHttp.ts';

/**
 * gBizINFO, the Japanese government's corporate information API (経済産業省).
 * Search: GET {base}?name=…&limit=…; detail: GET {base}/{corporate_number};
 * both answer {"hojin-infos": [...]}, authenticated by the X-hojinInfo-api-token header.
 */
export const GBIZINFO_DEFAULT_BASE_URL = 'https://api.info.gbiz.go.jp/hojin/v2/hojin';
const TIMEOUT_MS = 8000;
const SEARCH_LIMIT = 10;

export interface GbizinfoConfig {
  token: string;
  baseUrl: string;
  fetch: FetchFunction;
}

export interface GbizRecord {
  corporateNumber: string;
  name: string;
  kana: string | null;
  nameEn: string | null;
  location: string | null;
  raw: JsonRecord;
}

function toRecord(item: JsonRecord): GbizRecord | null {
  const corporateNumber = textOrNull(item.corporate_number);
  const name = textOrNull(item.name);
  if (!corporateNumber || !/^\d{13}$/.test(corporateNumber) || !name) return null;
  return {
    corporateNumber,
    name,
    kana: textOrNull(item.kana),
    nameEn: textOrNull(item.name_en),
    location: textOrNull(item.location),
    raw: item,
  };
}

function records(payload: unknown): GbizRecord[] {
  if (!isRecord(payload))
    throw new ProviderError('gBizINFO answered something other than an object');
  const infos = payload['hojin-infos'];
  if (!Array.isArray(infos)) return [];
  return infos
    .filter(isRecord)
    .map(toRecord)
    .filter((item): item is GbizRecord => item !== null);
}

async function get(config: GbizinfoConfig, url: string): Promise<GbizRecord[]> {
  const payload = await fetchJsonWithTimeout(
    config.fetch,
    url,
    { headers: { Accept: 'application/json', 'X-hojinInfo-api-token': config.token } },
    TIMEOUT_MS,
  );
  return records(payload);
}

export async function searchGbizinfo(config: GbizinfoConfig, name: string): Promise<GbizRecord[]> {
  const url = new URL(config.baseUrl);
  url.searchParams.set('name', name);
  url.searchParams.set('limit', String(SEARCH_LIMIT));
  url.searchParams.set('page', '1');
  return get(config, url.toString());
}

export async function fetchGbizinfoDetail(
  config: GbizinfoConfig,
  corporateNumber: string,
): Promise<GbizRecord | null> {
  const found = await get(config, `${config.baseUrl.replace(/\/$/, '')}/${corporateNumber}`);
  return found[0] ?? null;
}

/** The public gBizINFO page of one corporation, cited as the source. */
export function gbizinfoPageUrl(corporateNumber: string): string {
  return `https://info.gbiz.go.jp/hojin/ichiran?hojinBango=${corporateNumber}`;
}

/** "2001-04-02T00:00:00+09:00" or "2001-04-02" → "2001-04-02"; a bare year stays a year. */
function dateOnly(value: unknown): string | null {
  const text = textOrNull(value);
  const match = text?.match(/^(\d{4})(?:-(\d{2})-(\d{2}))?/);
  if (!match) return null;
  return match[2] && match[3] ? `${match[1]}-${match[2]}-${match[3]}` : (match[1] ?? null);
}

function representative(raw: JsonRecord): string | null {
  const name = textOrNull(raw.representative_name);
  if (!name) return null;
  const position = textOrNull(raw.representative_position);
  return position ? `${position} ${name}` : name;
}

export function gbizCandidate(record: GbizRecord, typedName: string): CompanyCandidate {
  const confidence = entryConfidence(normalizeCompanyName(typedName), {
    names: [
      record.name,
      ...(record.kana ? [record.kana] : []),
      ...(record.nameEn ? [record.nameEn] : []),
    ],
  });
  return { company_name: record.name, headquarters: record.location, confidence };
}

/** Fills what the base result lacks from a gBizINFO record and cites it. */
export function mergeGbizinfo(
  base: CompanyResult | null,
  record: GbizRecord,
  locale: Locale,
): CompanyResult {
  const raw = record.raw;
  const summary = textOrNull(raw.business_summary);
  const result: CompanyResult = base ?? {
    company_name: record.name,
    company_name_en: record.nameEn,
    headquarters: null,
    established_date: null,
    representative: null,
    phone_number: null,
    capital: null,
    listing_exchange: null,
    ticker: null,
    listing_date: null,
    employees: null,
    average_salary: null,
    homepage_url: null,
    recruitment_url: null,
    business_description: [],
    recent_news: [],
    sources: [],
  };
  return {
    ...result,
    company_name_en: result.company_name_en ?? record.nameEn,
    // The register's full address is more precise than the dataset's city.
    headquarters: record.location ?? result.headquarters,
    established_date: dateOnly(raw.date_of_establishment) ?? result.established_date,
    representative: representative(raw) ?? result.representative,
    capital: numberOrNull(raw.capital_stock) ?? result.capital,
    employees: numberOrNull(raw.employee_number) ?? result.employees,
    homepage_url: result.homepage_url ?? httpUrlOrNull(raw.company_url),
    business_description:
      summary && !result.business_description.includes(summary)
        ? [...result.business_description, summary]
        : result.business_description,
    sources: [
      ...result.sources,
      {
        name:
          locale === 'ja'
            ? `gBizINFO（経済産業省） 法人番号 ${record.corporateNumber}`
            : `gBizINFO (METI), corporate number ${record.corporateNumber}`,
        url: gbizinfoPageUrl(record.corporateNumber),
      },
    ],
  };
}
