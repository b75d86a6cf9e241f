import { chatForJson, type LlmConfig } from '../_shared/openAiCompatibleChat.ts';
import { isRecord, textOrNull } from '../_shared/providerHttp.ts';
import type { Locale } from './contract.ts';

const MAX_REASON_LENGTH = 400;

const SYSTEM_PROMPT = `You recommend books to office workers. For each book given, write one or two
sentences on why it fits the reader's request. Use only the information given; do not invent
facts, prices, ratings or links. Answer only a JSON object {"reasons": [{"asin", "reason"}]}.`;

export interface ReasonInput {
  asin: string;
  title: string;
  author: string;
  matchedBecause: string;
}

/**
 * Reasons written by an OpenAI-compatible model for books the ranking already chose. Books the
 * model skips keep their built reason; the model never adds or reorders books.
 */
export async function writeReasonsWithLlm(
  config: LlmConfig,
  books: readonly ReasonInput[],
  requestSummary: string,
  locale: Locale,
): Promise<Map<string, string>> {
  const answer = await chatForJson(
    config,
    SYSTEM_PROMPT,
    JSON.stringify({
      request: requestSummary,
      answer_language: locale === 'ja' ? 'Japanese (polite です・ます)' : 'English',
      books,
    }),
  );
  const reasons = new Map<string, string>();
  const known = new Set(books.map((book) => book.asin));
  const list = Array.isArray(answer.reasons) ? answer.reasons.filter(isRecord) : [];
  for (const item of list) {
    const asin = textOrNull(item.asin);
    const reason = textOrNull(item.reason);
    if (asin && reason && known.has(asin)) reasons.set(asin, reason.slice(0, MAX_REASON_LENGTH));
  }
  return reasons;
}
