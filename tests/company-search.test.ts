import { readFileSync } from 'node:fs';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createHandler } from '../supabase/functions/company-search/handler.ts';
import type { CompanySearchResponse } from '../supabase/functions/company-search/contract.ts';
import { useFileBackend } from './helpers/callers.ts';

/** company-search through the local backend with supabase-js, and its providers on recordings. */

const ctx = useFileBackend();

async function invoke(body: unknown) {
  const { data, error } = await ctx.anon.functions.invoke<CompanySearchResponse>('company-search', {
    body: body as Record<string, unknown>,
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as CompanySearchResponse };
  }
  if (error) throw error;
  return { status: 200, body: data as CompanySearchResponse };
}

describe('company-search through the local backend (built-in dataset)', () => {
  it.each(['トヨタ', 'とよた', 'Toyota', 'トヨタ自動車'])(
    'finds Toyota Motor by %s with sources',
    async (name) => {
      const { status, body } = await invoke({ companyName: name });
      expect(status).toBe(200);
      if (!('data' in body)) throw new Error('expected data');
      expect(body.data).toMatchObject({
        company_name: 'トヨタ自動車株式会社',
        headquarters: '愛知県豊田市',
        established_date: '1937',
        listing_exchange: '東京証券取引所',
        ticker: '7203',
        homepage_url: 'https://global.toyota/',
        representative: null,
        capital: null,
      });
      expect(body.data.sources.map((source) => source.url)).toContain('https://global.toyota/');
    },
  );

  it('answers candidates for an ambiguous name, each with a confidence in 0..1', async () => {
    const { body } = await invoke({ companyName: '三菱' });
    if (!('candidates' in body)) throw new Error('expected candidates');
    expect(body.candidates.length).toBeGreaterThan(2);
    for (const candidate of body.candidates) {
      expect(candidate.company_name).toContain('三菱');
      expect(candidate.confidence).toBeGreaterThan(0);
      expect(candidate.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('answers in English when asked', async () => {
    const { body } = await invoke({ companyName: 'Sony', locale: 'en' });
    if (!('data' in body)) throw new Error('expected data');
    expect(body.data.listing_exchange).toBe('Tokyo Stock Exchange');
    expect(body.data.business_description[0]).toMatch(/games/);
  });

  it.each([
    [{}, 400, '企業名を入力してください。'],
    [{ companyName: '   ' }, 400, '企業名を入力してください。'],
    [{ companyName: 42 }, 400, '企業名を入力してください。'],
    [{ companyName: 'あ'.repeat(101) }, 400, '企業名は100文字以内で入力してください。'],
    [{ companyName: '', locale: 'en' }, 400, 'Please enter a company name.'],
    [
      { companyName: '存在しない架空商事' },
      404,
      '「存在しない架空商事」に一致する企業が見つかりませんでした。正式名称や別の表記でお試しください。',
    ],
  ])('refuses %j with %i and a clear message', async (body, status, message) => {
    const result = await invoke(body);
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ success: false, error: { message } });
  });

  it('answers 400 to a body that is not JSON, and 405 to GET', async () => {
    const url = `${ctx.backend.url}/functions/v1/company-search`;
    const headers = { apikey: ctx.backend.anonKey, Authorization: `Bearer ${ctx.backend.anonKey}` };
    const notJson = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { message: string } }).error.message).toMatch(
      /JSON/,
    );
    const get = await fetch(url, { headers });
    expect(get.status).toBe(405);
  });
});

// ---- Real providers, replayed from recordings (tests/fixtures) ----

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that answers from fixtures by URL and records every call. */
function replay(routes: Array<[RegExp, unknown | (() => Response)]>) {
  const calls: Call[] = [];
  const fetchFn = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const route = routes.find(([pattern]) => pattern.test(url));
    if (!route) return new Response('not found', { status: 404 });
    const answer = route[1];
    return typeof answer === 'function' ? (answer as () => Response)() : Response.json(answer);
  };
  return { calls, fetchFn };
}

const post = (body: unknown) =>
  new Request('http://localhost/company-search', { method: 'POST', body: JSON.stringify(body) });

const GBIZ_ENV = { GBIZINFO_API_TOKEN: 'test-token' };
const DETAIL = /\/hojin\/v2\/hojin\/\d{13}$/;
const SEARCH = /\/hojin\/v2\/hojin\?/;

describe('gBizINFO provider (recorded responses)', () => {
  it('completes a dataset company from the register, choosing the record in the same prefecture', async () => {
    const { calls, fetchFn } = replay([
      [DETAIL, fixture('gbizinfo-detail-toyota.json')],
      [SEARCH, fixture('gbizinfo-search-toyota.json')],
    ]);
    const response = await createHandler(fetchFn)(post({ companyName: 'トヨタ' }), GBIZ_ENV);
    const body = (await response.json()) as CompanySearchResponse;
    if (!('data' in body)) throw new Error('expected data');
    expect(body.data).toMatchObject({
      company_name: 'トヨタ自動車株式会社',
      headquarters: '愛知県豊田市トヨタ町1番地',
      representative: '代表取締役 見本 太郎',
      capital: 123456789,
      employees: 12345,
      established_date: '1937-08-28',
      ticker: '7203',
    });
    expect(body.data.sources).toContainEqual({
      name: 'gBizINFO（経済産業省） 法人番号 1180301018771',
      url: 'https://info.gbiz.go.jp/hojin/ichiran?hojinBango=1180301018771',
    });
    expect(calls[0]?.url).toBe(
      'https://api.info.gbiz.go.jp/hojin/v2/hojin?name=%E3%83%88%E3%83%A8%E3%82%BF%E8%87%AA%E5%8B%95%E8%BB%8A%E6%A0%AA%E5%BC%8F%E4%BC%9A%E7%A4%BE&limit=10&page=1',
    );
    expect(new Headers(calls[0]?.init?.headers).get('X-hojinInfo-api-token')).toBe('test-token');
    expect(calls[1]?.url).toMatch(/\/1180301018771$/);
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('finds a company the dataset lacks', async () => {
    const { fetchFn } = replay([
      [DETAIL, fixture('gbizinfo-detail-sample.json')],
      [SEARCH, fixture('gbizinfo-search-sample.json')],
    ]);
    const body = (await (
      await createHandler(fetchFn)(post({ companyName: '見本テック' }), GBIZ_ENV)
    ).json()) as CompanySearchResponse;
    if (!('data' in body)) throw new Error('expected data');
    expect(body.data).toMatchObject({
      company_name: '株式会社見本テック',
      company_name_en: 'Mihon Tech Inc.',
      homepage_url: 'https://mihon-tech.example.jp/',
      listing_exchange: null,
      ticker: null,
      business_description: ['業務用ソフトウェアの開発'],
    });
    expect(body.data.sources).toHaveLength(1);
  });

  it('offers the register’s records as candidates when several match, skipping malformed ones', async () => {
    const { fetchFn } = replay([[SEARCH, fixture('gbizinfo-search-ambiguous.json')]]);
    const body = (await (
      await createHandler(fetchFn)(post({ companyName: '見本' }), GBIZ_ENV)
    ).json()) as CompanySearchResponse;
    if (!('candidates' in body)) throw new Error('expected candidates');
    expect(body.candidates.map((candidate) => candidate.company_name)).toEqual([
      '見本商事株式会社',
      '見本商事販売株式会社',
      '株式会社見本商事ホールディングス',
    ]);
    expect(body.candidates[0]?.headquarters).toBe('大阪府大阪市北区梅田1丁目');
  });

  it('falls back to the dataset when the register fails, and says not found when nothing else knows', async () => {
    const { fetchFn } = replay([[/gbiz/, () => new Response('boom', { status: 500 })]]);
    const handler = createHandler(fetchFn);
    const ok = (await (
      await handler(post({ companyName: 'トヨタ' }), GBIZ_ENV)
    ).json()) as CompanySearchResponse;
    expect('data' in ok && ok.data.company_name).toBe('トヨタ自動車株式会社');
    const missing = await handler(post({ companyName: '見本テック' }), GBIZ_ENV);
    expect(missing.status).toBe(404);
  });
});

describe('OpenAI-compatible LLM provider (recorded responses)', () => {
  const LLM_ENV = {
    LLM_API_KEY: 'sk-test',
    LLM_API_BASE_URL: 'https://llm.example.com/v1/',
    LLM_MODEL: 'test-model',
  };

  it('adds an AI-written description and safe news links, cited as AI-written', async () => {
    const { calls, fetchFn } = replay([
      [/\/chat\/completions$/, fixture('openai-chat-company.json')],
    ]);
    const body = (await (
      await createHandler(fetchFn)(post({ companyName: 'トヨタ' }), LLM_ENV)
    ).json()) as CompanySearchResponse;
    if (!('data' in body)) throw new Error('expected data');
    expect(body.data.business_description).toEqual([
      '自動車の製造・販売',
      '（見本）世界各地で自動車を製造・販売しています。',
      '（見本）電動車の開発にも取り組んでいます。',
    ]);
    expect(body.data.recent_news).toEqual([
      {
        title: '（見本）新型車を発表',
        url: 'https://global.toyota/jp/newsroom/',
        publisher: 'トヨタ自動車',
        date: '2024-05-01',
      },
    ]);
    expect(body.data.sources.at(-1)).toEqual({
      name: 'AIによる要約（test-model）— 内容は公式情報でご確認ください',
      url: null,
    });
    expect(calls[0]?.url).toBe('https://llm.example.com/v1/chat/completions');
    const request = JSON.parse(String(calls[0]?.init?.body)) as {
      model: string;
      messages: unknown[];
    };
    expect(request.model).toBe('test-model');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer sk-test');
  });

  it('keeps the dataset result when the LLM fails', async () => {
    const { fetchFn } = replay([
      [/chat/, () => new Response('{"error":"rate limited"}', { status: 429 })],
    ]);
    const body = (await (
      await createHandler(fetchFn)(post({ companyName: 'トヨタ' }), LLM_ENV)
    ).json()) as CompanySearchResponse;
    if (!('data' in body)) throw new Error('expected data');
    expect(body.data.sources).toHaveLength(2);
  });

  it('makes no outbound call at all without provider settings', async () => {
    const { calls, fetchFn } = replay([]);
    await createHandler(fetchFn)(post({ companyName: 'トヨタ' }), {});
    expect(calls).toEqual([]);
  });
});
