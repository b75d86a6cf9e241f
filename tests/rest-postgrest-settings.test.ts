import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { restFetch, startPostgrestFixture } from './helpers/postgrest-fixture.ts';

/**
 * PostgREST settings that hosted Supabase leaves off and the Supabase CLI's test stacks turn
 * on (PGRST_DB_* in the README): db-aggregates-enabled (references/api/aggregate_functions),
 * db-schemas with Accept-Profile / Content-Profile (references/api/schemas), db-plan-enabled
 * (references/observability, "Execution plan"), and the gateway's apikey; then content
 * negotiation (references/api/media_type_handlers, PGRST107).
 */
let hosted: RunningBackend;
let suiteStack: RunningBackend;

beforeAll(async () => {
  hosted = await startPostgrestFixture();
  suiteStack = await startPostgrestFixture({
    rest: {
      aggregates: true,
      schemas: ['public', 'pg_other'],
      planEnabled: true,
      apiKeyRequired: false,
    },
  });
}, 120_000);
afterAll(async () => {
  await hosted?.close();
  await suiteStack?.close();
});

const json = async (response: Response) => [response.status, await response.json()] as const;

describe('aggregate functions', () => {
  it('are refused on hosted Supabase (PGRST123)', async () => {
    expect(await json(await restFetch(hosted, 'pg_books?select=price.sum()'))).toEqual([
      400,
      {
        code: 'PGRST123',
        details: null,
        hint: null,
        message: 'Use of aggregate functions is not allowed',
      },
    ]);
  });

  it('group by the other selected columns where enabled, in embeds too', async () => {
    const [, totals] = await json(
      await restFetch(
        suiteStack,
        'pg_books?select=author_id,total:price.sum(),count()&order=author_id',
      ),
    );
    expect(totals).toEqual([
      { author_id: 1, total: 2000, count: 2 },
      { author_id: 2, total: 800, count: 1 },
      { author_id: 3, total: 2300, count: 2 },
    ]);
    const [, embedded] = await json(
      await restFetch(
        suiteStack,
        'pg_authors?select=name,pg_books!author_id(price.max())&id=in.(1,4)&order=id',
      ),
    );
    expect(embedded).toEqual([
      { name: 'Ada', pg_books: [{ max: 1500 }] },
      { name: 'Solo', pg_books: [{ max: null }] },
    ]);
  });
});

describe('exposed schemas', () => {
  it('answers PGRST106 for a schema that is not exposed', async () => {
    const response = await restFetch(hosted, 'pg_items', {
      headers: { 'accept-profile': 'pg_other' },
    });
    expect(await json(response)).toEqual([
      406,
      {
        code: 'PGRST106',
        details: null,
        hint: 'Only the following schemas are exposed: public',
        message: 'Invalid schema: pg_other',
      },
    ]);
  });

  it('reads another exposed schema through Accept-Profile', async () => {
    const response = await restFetch(suiteStack, 'pg_items?select=label', {
      headers: { 'accept-profile': 'pg_other' },
    });
    expect(await json(response)).toEqual([200, [{ label: 'other schema' }]]);
  });
});

describe('execution plans', () => {
  const plan = 'application/vnd.pgrst.plan+json; for="application/json"';

  it('are a media type not offered on hosted Supabase (PGRST107)', async () => {
    const response = await restFetch(hosted, 'pg_books', { headers: { accept: plan } });
    expect(response.status).toBe(406);
    expect((await response.json()).code).toBe('PGRST107');
  });

  it('answer EXPLAIN of the request in JSON or text where enabled', async () => {
    const asJson = await restFetch(suiteStack, 'pg_books?select=title', {
      headers: { accept: plan },
    });
    expect(asJson.headers.get('content-type')).toBe(`${plan}; charset=utf-8`);
    const [explained] = (await asJson.json()) as { Plan: { 'Node Type': string } }[];
    expect(explained?.Plan['Node Type']).toBe('Aggregate');
    const asText = await restFetch(suiteStack, 'pg_books', {
      headers: { accept: 'application/vnd.pgrst.plan' },
    });
    expect(await asText.text()).toMatch(/^Aggregate {2}\(cost=/);
  });
});

describe('media types', () => {
  it('answers 406 PGRST107 when nothing in Accept can be produced', async () => {
    const response = await restFetch(hosted, 'pg_books', {
      headers: { accept: 'application/xml' },
    });
    expect(await json(response)).toEqual([
      406,
      {
        code: 'PGRST107',
        details: null,
        hint: null,
        message: 'None of these media types are available: application/xml',
      },
    ]);
  });

  it('takes the first producible type by quality', async () => {
    const response = await restFetch(hosted, 'pg_tags?select=id&order=id', {
      headers: { accept: 'application/xml, text/csv;q=0.9, application/json;q=0.5' },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('id\n1\n2\n3');
  });
});

describe('the API key', () => {
  it('is required by the hosted gateway, not by the CLI stack (anon without one)', async () => {
    const bare = (backend: RunningBackend) =>
      fetch(`${backend.url}/rest/v1/pg_tags?select=id&id=eq.1`);
    expect((await bare(hosted)).status).toBe(401);
    expect(await json(await bare(suiteStack))).toEqual([200, [{ id: 1 }]]);
  });
});
