import type { APIRequestContext } from '@playwright/test';
import type { BookRecommendation } from '../../supabase/functions/book-search/contract';
import { ANON_KEY, BACKEND_URL, signUpViaApi } from './auth';

/** What the shared views should show for the seeded rows. */
export interface SeededShares {
  todo: { shareId: string; titles: string[]; completed: number; total: number };
  poll: { shareId: string; title: string; optionLabels: string[] };
  bookmark: { shareId: string; query: string; bookTitle: string };
}

type Row = Record<string, unknown>;

/** Inserts rows as the account (PostgREST style) and returns them as stored. */
export async function insertRows(
  request: APIRequestContext,
  accessToken: string,
  table: string,
  rows: Row[],
): Promise<Row[]> {
  const response = await request.post(`${BACKEND_URL}/rest/v1/${table}`, {
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    data: rows,
  });
  if (!response.ok()) {
    throw new Error(`insert into ${table} failed: ${response.status()} ${await response.text()}`);
  }
  const stored = (await response.json()) as Row[];
  if (!Array.isArray(stored) || stored.length !== rows.length) {
    throw new Error(`insert into ${table} returned ${JSON.stringify(stored)}`);
  }
  return stored;
}

function shareIdOf(row: Row | undefined, table: string): string {
  const shareId = row?.share_id;
  if (typeof shareId !== 'string' || shareId === '') {
    throw new Error(`${table} row has no share_id: ${JSON.stringify(row)}`);
  }
  return shareId;
}

const BOOK: BookRecommendation = {
  asin: '4798121967',
  title: '達人に学ぶ SQL徹底指南書',
  author: 'ミック',
  publisher: '翔泳社',
  publicationDate: '2012-03-15',
  // No cover URL: the view draws a generated cover and fetches nothing from elsewhere.
  imageUrl: null,
  rating: null,
  reviewCount: null,
  price: 2838,
  originalPrice: null,
  recommendationReason: 'SQL の考え方を基礎から実務まで丁寧に解説しています。',
};

/**
 * One account's to-do list (one task done of two), a poll with two options and a saved book
 * search, created through the REST API, so the public views can be opened with real share ids.
 */
export async function seedSharedViews(request: APIRequestContext): Promise<SeededShares> {
  const account = await signUpViaApi(request, '共有 花子');
  const accessToken = account.session.access_token;
  if (typeof accessToken !== 'string') {
    throw new Error(`sign-up gave no access token: ${JSON.stringify(account.session)}`);
  }

  const todoTitles = ['見積書を送る', '議事録を共有する'];
  // A bulk insert sets a key missing from one row to null (PostgREST), so every row names every column.
  const todos = await insertRows(request, accessToken, 'todos', [
    { title: todoTitles[0], description: '株式会社サンプル宛て', completed: true },
    { title: todoTitles[1], description: null, completed: false },
  ]);

  const pollTitle = '定例会議の日程調整';
  const [schedule] = await insertRows(request, accessToken, 'schedules', [
    { title: pollTitle, description: '来週の定例会議の候補です。' },
  ]);
  const optionLabels = ['会議室A', 'オンライン'];
  await insertRows(request, accessToken, 'schedule_options', [
    { schedule_id: schedule?.id, date_time: '2030-12-03T05:00:00Z', label: optionLabels[0] },
    { schedule_id: schedule?.id, date_time: '2030-12-04T01:00:00Z', label: optionLabels[1] },
  ]);

  const query = 'SQL を基礎から学べる本';
  const [bookmark] = await insertRows(request, accessToken, 'book_bookmarks', [
    {
      query,
      criteria: 'カテゴリー: プログラミング',
      search_request: { category: 'programming', subcategory: 'SQL', locale: 'ja' },
      recommendations: [BOOK],
    },
  ]);

  return {
    todo: {
      shareId: shareIdOf(todos[0], 'todos'),
      titles: todoTitles,
      completed: 1,
      total: todoTitles.length,
    },
    poll: { shareId: shareIdOf(schedule, 'schedules'), title: pollTitle, optionLabels },
    bookmark: { shareId: shareIdOf(bookmark, 'book_bookmarks'), query, bookTitle: BOOK.title },
  };
}
