import {
  fetchJsonWithTimeout,
  isRecord,
  ProviderError,
  type FetchFunction,
} from '../_shared/providerHttp.ts';

/**
 * One call to an OpenAI-compatible chat-completions endpoint that must answer a JSON object.
 * (Shared with book-search; a candidate for supabase/functions/_shared.)
 */
export const LLM_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const LLM_DEFAULT_MODEL = 'gpt-4o-mini';
const TIMEOUT_MS = 20_000;

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch: FetchFunction;
}

export async function chatForJson(
  config: LlmConfig,
  systemPrompt: string,
  userPrompt: string,
): Promise<Record<string, unknown>> {
  const payload = await fetchJsonWithTimeout(
    config.fetch,
    `${config.baseUrl.replace(/\/$/, '')}/chat/completions`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: systemPrompt },
          { role: 'user', content: userPrompt },
        ],
      }),
    },
    TIMEOUT_MS,
  );
  const choices = isRecord(payload) ? payload.choices : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const content = isRecord(first) && isRecord(first.message) ? first.message.content : undefined;
  if (typeof content !== 'string') throw new ProviderError('the LLM answered without content');
  // Some models wrap JSON in a Markdown code fence despite response_format.
  const json = content.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  try {
    const parsed: unknown = JSON.parse(json);
    if (isRecord(parsed)) return parsed;
  } catch {
    // Falls through to the error below.
  }
  throw new ProviderError('the LLM answer was not a JSON object');
}
