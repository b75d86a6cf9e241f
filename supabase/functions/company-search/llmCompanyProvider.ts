import type { CompanyNewsItem, CompanyResult, Locale } from './contract.ts';
import { chatForJson, type LlmConfig } from '../_shared/openAiCompatibleChat.ts';
import { httpUrlOrNull, isRecord, textOrNull } from '../_shared/providerHttp.ts';

const MAX_ITEMS = 3;

const SYSTEM_PROMPT = `You describe Japanese companies for office workers. Answer only a JSON object:
{"business_description": [up to 3 short sentences about what the company does],
 "recent_news": [up to 3 {"title","url","publisher","date" (YYYY-MM-DD)}]}.
Use only facts you are sure of. Include a news item only if you know its exact article URL;
otherwise leave recent_news empty. Never invent URLs, numbers or people.`;

function newsItems(value: unknown): CompanyNewsItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((item) => ({
      title: textOrNull(item.title),
      url: httpUrlOrNull(item.url),
      publisher: textOrNull(item.publisher),
      date: textOrNull(item.date),
    }))
    .filter((item): item is CompanyNewsItem => item.title !== null && item.url !== null)
    .slice(0, MAX_ITEMS);
}

function sentences(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(textOrNull)
    .filter((text): text is string => text !== null)
    .map((text) => text.slice(0, 300))
    .slice(0, MAX_ITEMS);
}

/**
 * Adds an AI-written description and news to a result found elsewhere. The AI never decides
 * which company it is, and its part is cited as AI-written so users know to verify it.
 */
export async function enrichWithLlm(
  config: LlmConfig,
  result: CompanyResult,
  locale: Locale,
): Promise<CompanyResult> {
  const answer = await chatForJson(
    config,
    SYSTEM_PROMPT,
    JSON.stringify({
      company: result.company_name,
      english_name: result.company_name_en,
      headquarters: result.headquarters,
      homepage: result.homepage_url,
      answer_language: locale === 'ja' ? 'Japanese (polite)' : 'English',
    }),
  );
  const description = sentences(answer.business_description);
  const news = newsItems(answer.recent_news);
  if (description.length === 0 && news.length === 0) return result;
  return {
    ...result,
    business_description: [...result.business_description, ...description],
    recent_news: [...result.recent_news, ...news],
    sources: [
      ...result.sources,
      {
        name:
          locale === 'ja'
            ? `AIによる要約（${config.model}）— 内容は公式情報でご確認ください`
            : `AI-written summary (${config.model}) — please verify with official sources`,
        url: null,
      },
    ],
  };
}
