import type { CompanySearchResponse, Locale } from './contract.ts';
import {
  fetchGbizinfoDetail,
  gbizCandidate,
  mergeGbizinfo,
  searchGbizinfo,
  type GbizinfoConfig,
  type GbizRecord,
} from './gbizinfoProvider.ts';
import { enrichWithLlm } from './llmCompanyProvider.ts';
import { message } from './messages.ts';
import { matchCompanies } from './matchCompanies.ts';
import { normalizeCompanyName } from './normalizeCompanyName.ts';
import { datasetCandidate, datasetCompanyResult, matchDataset } from './offlineCompanyProvider.ts';
import type { LlmConfig } from '../_shared/openAiCompatibleChat.ts';

export interface CompanyProviders {
  gbizinfo: GbizinfoConfig | null;
  llm: LlmConfig | null;
  /** Where provider failures are reported (they never reach the user as errors). */
  logError: (context: string, error: unknown) => void;
}

export type CompanySearchOutcome = { status: number; body: CompanySearchResponse };

const ok = (body: CompanySearchResponse): CompanySearchOutcome => ({ status: 200, body });

/** The register record of the company the dataset found, when gBizINFO knows it by that name. */
async function gbizRecordFor(
  config: GbizinfoConfig,
  officialName: string,
  headquarters: string | null,
): Promise<GbizRecord | null> {
  const key = normalizeCompanyName(officialName);
  const sameName = (await searchGbizinfo(config, officialName)).filter(
    (record) => normalizeCompanyName(record.name) === key,
  );
  const prefecture = headquarters?.match(/^.+?[都道府県]/)?.[0];
  const best =
    sameName.find((record) => prefecture && record.location?.startsWith(prefecture)) ?? sameName[0];
  return best ? ((await fetchGbizinfoDetail(config, best.corporateNumber)) ?? best) : null;
}

/**
 * The whole search: the offline dataset first (instant, and the most reliable for the names
 * people type), gBizINFO to complete the facts or to find companies the dataset lacks, then the
 * LLM for a description and news. A failing provider is logged and skipped.
 */
export async function searchCompany(
  typedName: string,
  locale: Locale,
  providers: CompanyProviders,
): Promise<CompanySearchOutcome> {
  const offline = matchDataset(typedName);

  if (offline.kind === 'ambiguous') {
    return ok({ success: true, candidates: offline.candidates.map(datasetCandidate) });
  }

  let result =
    offline.kind === 'match' ? datasetCompanyResult(offline.entry.company, locale) : null;
  const related = offline.kind === 'match' ? offline.related.map(datasetCandidate) : [];

  if (providers.gbizinfo) {
    try {
      if (result) {
        const record = await gbizRecordFor(
          providers.gbizinfo,
          result.company_name,
          result.headquarters,
        );
        if (record) result = mergeGbizinfo(result, record, locale);
      } else {
        const found = await searchGbizinfo(providers.gbizinfo, typedName.trim());
        const outcome = matchCompanies(
          typedName,
          found.map((record) => ({
            record,
            names: [record.name, record.kana ?? '', record.nameEn ?? ''],
          })),
        );
        if (outcome.kind === 'match' || (outcome.kind === 'none' && found.length === 1)) {
          const record = outcome.kind === 'match' ? outcome.entry.record : found[0];
          if (record) {
            // The search record alone still names the company if the detail call fails.
            const detail = await fetchGbizinfoDetail(
              providers.gbizinfo,
              record.corporateNumber,
            ).catch((error: unknown) => {
              providers.logError('gBizINFO detail', error);
              return null;
            });
            result = mergeGbizinfo(null, detail ?? record, locale);
          }
        } else if (found.length > 0) {
          const candidates = found
            .map((record) => gbizCandidate(record, typedName))
            .sort((a, b) => b.confidence - a.confidence);
          return ok({ success: true, candidates });
        }
      }
    } catch (error) {
      providers.logError('gBizINFO', error);
    }
  }

  if (!result) {
    return {
      status: 404,
      body: {
        success: false,
        error: { message: message('notFound', locale, { name: typedName.trim() }) },
      },
    };
  }

  if (providers.llm) {
    try {
      result = await enrichWithLlm(providers.llm, result, locale);
    } catch (error) {
      providers.logError('LLM', error);
    }
  }

  return ok(
    related.length > 0 ? { success: true, data: result, related } : { success: true, data: result },
  );
}
