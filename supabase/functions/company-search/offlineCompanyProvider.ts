import type { CompanyCandidate, CompanyResult, Locale } from './contract.ts';
import { COMPANY_DATASET, LISTED_EXCHANGE, type DatasetCompany } from './companyDataset.ts';
import { matchCompanies, type MatchOutcome, type ScoredEntry } from './matchCompanies.ts';

export interface DatasetEntry {
  names: readonly string[];
  company: DatasetCompany;
}

const ENTRIES: readonly DatasetEntry[] = COMPANY_DATASET.map((company) => ({
  names: [company.name, company.nameEn, company.kana, ...company.aliases],
  company,
}));

const JPX_URL = 'https://www.jpx.co.jp/';

export function matchDataset(typedName: string): MatchOutcome<DatasetEntry> {
  return matchCompanies(typedName, ENTRIES);
}

export function datasetCandidate(scored: ScoredEntry<DatasetEntry>): CompanyCandidate {
  return {
    company_name: scored.entry.company.name,
    headquarters: scored.entry.company.headquarters,
    confidence: scored.confidence,
  };
}

/** A dataset record as the spec's result: everything not in the dataset is null. */
export function datasetCompanyResult(company: DatasetCompany, locale: Locale): CompanyResult {
  const listed = company.ticker !== null;
  return {
    company_name: company.name,
    company_name_en: company.nameEn,
    headquarters: company.headquarters,
    established_date: company.established,
    representative: null,
    phone_number: null,
    capital: null,
    listing_exchange: listed ? LISTED_EXCHANGE[locale] : null,
    ticker: company.ticker,
    listing_date: null,
    employees: null,
    average_salary: null,
    homepage_url: company.homepage,
    recruitment_url: null,
    business_description: [company.description[locale]],
    recent_news: [],
    sources: [
      {
        name: locale === 'ja' ? `${company.name} 公式サイト` : `${company.nameEn} official site`,
        url: company.homepage,
      },
      ...(listed
        ? [
            {
              name:
                locale === 'ja'
                  ? `日本取引所グループ（東京証券取引所 証券コード ${company.ticker}）`
                  : `Japan Exchange Group (Tokyo Stock Exchange, code ${company.ticker})`,
              url: JPX_URL,
            },
          ]
        : []),
    ],
  };
}
