import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type {
  BookSearchRequest,
  BookSearchResult,
} from '../supabase/functions/book-search/contract.ts';
import { createHandler } from '../supabase/functions/book-search/handler.ts';
import { createBookSearchApi } from '../src/tools/book-concierge/bookSearchClient.ts';
import { createBookmarkStore } from '../src/tools/book-concierge/bookmarkStore.ts';
import { createTestClient, signInAsGuest, signUpNewUser } from './helpers/backend.ts';
import { useFileBackend } from './helpers/callers.ts';

/** book-search through the local backend with supabase-js, bookmarks under RLS, and providers on recordings. */

const ctx = useFileBackend();

const search = (request: Partial<BookSearchRequest>) =>
  createBookSearchApi(async () => ctx.anon)(request as BookSearchRequest);

async function expectResult(request: Partial<BookSearchRequest>): Promise<BookSearchResult> {
  const outcome = await search(request);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
  return outcome.result;
}

describe('book-search through the local backend (built-in catalog)', () => {
  it('answers query, criteria, recommendations and totalFound', async () => {
    const result = await expectResult({
      category: 'programming',
      level: 'beginner',
      purposes: ['basics'],
      language: 'japanese',
    });
    expect(result.query).toBe('プログラミング・IT / 入門 / 基礎を学ぶ / 日本語');
    expect(result.criteria).toContain('カテゴリ: プログラミング・IT');
    // Without a model the interface says the reasons are rule-based, and never claims AI.
    expect(result.criteria).toContain('（AIは使用していません）');
    expect(result.criteria).not.toContain('AIが作成');
    expect(result.totalFound).toBeGreaterThan(result.recommendations.length - 1);
    expect(result.recommendations.length).toBeGreaterThan(0);
    expect(result.recommendations.length).toBeLessThanOrEqual(10);
    const first = result.recommendations[0];
    expect(first).toMatchObject({
      imageUrl: null,
      rating: null,
      reviewCount: null,
      originalPrice: null,
    });
    expect(first?.asin).toMatch(/^\d{9}[\dX]$/);
    expect(first?.recommendationReason).toMatch(
      /\[国立国会図書館サーチで書誌を見る\]\(https:\/\/ndlsearch\.ndl\.go\.jp\//,
    );
  });

  it('ranks by keywords, honours budget and language', async () => {
    const python = await expectResult({
      category: 'programming',
      additionalRequirements: 'Pythonで業務を自動化したい',
    });
    expect(python.recommendations[0]?.title).toMatch(/Python/);
    const cheap = await expectResult({ category: 'business', priceRange: { max: 1000 } });
    for (const book of cheap.recommendations) expect(book.price).toBeLessThanOrEqual(1000);
    const english = await expectResult({ category: 'design', language: 'english', locale: 'en' });
    expect(english.query).toBe('Design / English');
    expect(
      english.recommendations.every(
        (book) => /^[0-9]/.test(book.asin) && !/[ぁ-ん]/.test(book.title),
      ),
    ).toBe(true);
    const nothing = await expectResult({ category: 'programming', priceRange: { max: 0 } });
    expect(nothing).toMatchObject({ recommendations: [], totalFound: 0 });
    const onlyEnglish = await expectResult({ category: 'hobby', language: 'japanese' });
    expect(onlyEnglish.totalFound).toBe(0);
    expect(onlyEnglish.criteria).toMatch(/言語を「こだわらない」にすると\d+冊見つかります。/);
    expect(nothing.criteria).not.toContain('こだわらない」にすると');
  });

  it.each([
    [{}, 'カテゴリを選択してください。'],
    [{ category: 'unknown' }, 'カテゴリを選択してください。'],
    [{ category: '', locale: 'en' }, 'Please select a category.'],
    [
      { category: 'business', additionalRequirements: 'x'.repeat(101) },
      'その他の要望は100文字以内で入力してください。',
    ],
    [{ category: 'business', priceRange: { max: -5 } }, '予算は0以上の数値で入力してください。'],
    [{ category: 'business', level: 'guru' }, 'レベルの指定が正しくありません。'],
  ])('refuses %j with 400 and a clear message', async (request, message) => {
    expect(await search(request as Partial<BookSearchRequest>)).toEqual({
      ok: false,
      error: { kind: 'server', message },
    });
    const raw = await fetch(`${ctx.backend.url}/functions/v1/book-search`, {
      method: 'POST',
      headers: {
        apikey: ctx.backend.anonKey,
        Authorization: `Bearer ${ctx.backend.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(request),
    });
    expect(raw.status).toBe(400);
  });

  it('reports a network failure as a typed error, not a throw', async () => {
    const offline = createTestClient('http://127.0.0.1:9', ctx.backend.anonKey);
    expect(await createBookSearchApi(async () => offline)({ category: 'business' })).toEqual({
      ok: false,
      error: { kind: 'failed' },
    });
  });
});

describe('bookmarks (book_bookmarks under row-level security)', () => {
  it('saves, lists newest first, shares publicly by share id, and deletes only one’s own', async () => {
    const owner = await signUpNewUser(ctx.backend);
    const other = await signUpNewUser(ctx.backend);
    const store = createBookmarkStore(async () => owner.client);
    const result = await expectResult({ category: 'business', level: 'beginner' });
    const request: BookSearchRequest = { category: 'business', level: 'beginner' };
    const first = await store.save({
      query: 'first',
      criteria: result.criteria,
      search_request: request,
      recommendations: result.recommendations,
    });
    const second = await store.save({
      query: 'second',
      criteria: result.criteria,
      search_request: request,
      recommendations: result.recommendations,
    });
    if (!first.ok || !second.ok) throw new Error('save failed');
    expect(first.data.share_id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(first.data.recommendations).toEqual(result.recommendations);

    const listed = await store.list();
    expect(listed.ok && listed.data.map((bookmark) => bookmark.query)).toEqual(['second', 'first']);

    // Nobody else sees or deletes them; anyone with the link reads the public view.
    const otherStore = createBookmarkStore(async () => other.client);
    expect(await otherStore.list()).toEqual({ ok: true, data: [] });
    await otherStore.remove(first.data.id);
    const anonStore = createBookmarkStore(async () =>
      createTestClient(ctx.backend.url, ctx.backend.anonKey),
    );
    expect(await anonStore.list()).toMatchObject({ ok: false, error: { kind: 'session' } });
    const { data: anonRows } = await ctx.anon.from('book_bookmarks').select('id');
    expect(anonRows ?? []).toEqual([]);
    const shared = await anonStore.getShared(first.data.share_id);
    expect(shared).toMatchObject({ ok: true, data: { query: 'first', search_request: request } });
    expect(shared.ok && 'user_id' in shared.data).toBe(false);
    expect(await anonStore.getShared('no-such-share-id')).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });

    expect(await store.recordShare(first.data.share_id)).toEqual({ ok: true, data: null });
    const { data: events } = await owner.client.from('share_events').select('kind, share_id');
    expect(events).toEqual([{ kind: 'bookmark', share_id: first.data.share_id }]);

    expect(await store.remove(first.data.id)).toEqual({ ok: true, data: null });
    const after = await store.list();
    expect(after.ok && after.data.map((bookmark) => bookmark.query)).toEqual(['second']);
    expect(await anonStore.getShared(first.data.share_id)).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });

  it('treats guests (anonymous users) as not signed in', async () => {
    const guest = await signInAsGuest(ctx.backend);
    const store = createBookmarkStore(async () => guest.client);
    expect(
      await store.save({
        query: 'q',
        criteria: '',
        search_request: { category: 'other' },
        recommendations: [],
      }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'session' },
    });
  });
});

// ---- Real providers, replayed from recordings (tests/fixtures) ----

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

function replay(routes: Array<[RegExp, unknown]>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchFn = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const route = routes.find(([pattern]) => pattern.test(url));
    return route ? Response.json(route[1]) : new Response('nope', { status: 500 });
  };
  return { calls, fetchFn };
}

const post = (body: unknown) =>
  new Request('http://localhost/book-search', { method: 'POST', body: JSON.stringify(body) });

describe('Google Books provider (recorded response)', () => {
  it('adds its books with ratings, sale prices and only Google-hosted https covers', async () => {
    const { calls, fetchFn } = replay([
      [/googleapis\.com\/books\/v1\/volumes/, fixture('google-books-volumes.json')],
    ]);
    const response = await createHandler(fetchFn)(
      post({ category: 'programming', additionalRequirements: '見本', language: 'japanese' }),
      { GOOGLE_BOOKS_ENABLED: 'true', GOOGLE_BOOKS_API_KEY: 'key-1' },
    );
    const result = (await response.json()) as BookSearchResult;
    const google = result.recommendations.find((book) => book.asin === '4000000004');
    expect(google).toMatchObject({
      title: '見本で学ぶPython ―業務自動化の第一歩',
      author: '見本 一郎',
      publicationDate: '2023-04-20',
      rating: 4.5,
      reviewCount: 12,
      price: 2376,
      originalPrice: 2640,
      imageUrl:
        'https://books.google.com/books/content?id=fixture-1&printsec=frontcover&img=1&zoom=1',
    });
    expect(result.recommendations.find((book) => book.asin === '1000000001')?.imageUrl).toBeNull();
    expect(result.criteria).toContain('[Google Books](https://books.google.com/)');
    const url = new URL(calls[0]?.url ?? '');
    expect(url.searchParams.get('q')).toBe('見本');
    expect(url.searchParams.get('langRestrict')).toBe('ja');
    expect(url.searchParams.get('key')).toBe('key-1');
  });

  it('still answers from the catalog when Google Books fails', async () => {
    const { fetchFn } = replay([]);
    const response = await createHandler(fetchFn)(post({ category: 'design' }), {
      GOOGLE_BOOKS_ENABLED: '1',
    });
    const result = (await response.json()) as BookSearchResult;
    expect(result.recommendations.length).toBeGreaterThan(0);
    expect(result.criteria).not.toContain('Google Books');
  });
});

describe('OpenAI-compatible LLM reasons (recorded response)', () => {
  it('uses the model’s reason for the books it covers and the built reason for the rest', async () => {
    const { calls, fetchFn } = replay([
      [/\/chat\/completions$/, fixture('openai-chat-book-reasons.json')],
    ]);
    const response = await createHandler(fetchFn)(
      post({ category: 'programming', level: 'beginner', additionalRequirements: 'Python 自動化' }),
      { LLM_API_KEY: 'sk-test' },
    );
    const result = (await response.json()) as BookSearchResult;
    const automate = result.recommendations.find((book) => book.asin === '4873117704');
    expect(automate?.recommendationReason).toBe(
      '（AI見本）Excel作業などの自動化をPythonで始めたい方に最適です。',
    );
    const others = result.recommendations.filter((book) => book.asin !== '4873117704');
    for (const book of others) expect(book.recommendationReason).toContain('国立国会図書館サーチ');
    expect(result.criteria).toContain('推薦理由はAIが作成しています');
    expect(result.criteria).not.toContain('AIは使用していません');
    expect(calls[0]?.url).toBe('https://api.openai.com/v1/chat/completions');
    const sent = JSON.parse(String(calls[0]?.init?.body)) as {
      model: string;
      response_format: unknown;
    };
    expect(sent).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' } });
  });

  it('makes no outbound call without provider settings, and builds covers only from a configured https service', async () => {
    const { calls, fetchFn } = replay([]);
    const plain = (await (
      await createHandler(fetchFn)(post({ category: 'hobby', language: 'any' }), {})
    ).json()) as BookSearchResult;
    expect(calls).toEqual([]);
    expect(plain.recommendations.every((book) => book.imageUrl === null)).toBe(true);
    const covered = (await (
      await createHandler(fetchFn)(post({ category: 'hobby', language: 'any' }), {
        BOOK_COVER_URL_TEMPLATE: 'https://covers.example.com/{isbn13}.jpg',
      })
    ).json()) as BookSearchResult;
    expect(covered.recommendations[0]?.imageUrl).toMatch(
      /^https:\/\/covers\.example\.com\/978\d{10}\.jpg$/,
    );
    const insecure = (await (
      await createHandler(fetchFn)(post({ category: 'hobby', language: 'any' }), {
        BOOK_COVER_URL_TEMPLATE: 'http://covers.example.com/{isbn13}.jpg',
      })
    ).json()) as BookSearchResult;
    expect(insecure.recommendations[0]?.imageUrl).toBeNull();
  });
});
