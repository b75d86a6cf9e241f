import { describe, expect, it } from 'vitest';
import {
  functionEntry,
  insertField,
  pgTypeToTs,
  rowField,
  updateField,
  type ColumnInfo,
  type SchemaInfo,
} from './db-types';

// Expected strings follow what `supabase gen types typescript` prints for the same Postgres
// types (the mapping of supabase/postgres-meta's TypeScript template and the examples of
// https://supabase.com/docs/guides/api/rest/generating-types).
const schema: SchemaInfo = {
  relations: [{ name: 'todos', kind: 'table' }],
  columns: [],
  foreignKeys: [],
  functions: [],
  enums: [{ name: 'status', values: ['open', 'done'] }],
  composites: [],
};

describe('pgTypeToTs', () => {
  it.each([
    ['bool', 'boolean'],
    ['int2', 'number'],
    ['int4', 'number'],
    ['int8', 'number'],
    ['float8', 'number'],
    ['numeric', 'number'],
    ['text', 'string'],
    ['varchar', 'string'],
    ['uuid', 'string'],
    ['date', 'string'],
    ['timestamptz', 'string'],
    ['bytea', 'string'],
    ['json', 'Json'],
    ['jsonb', 'Json'],
    ['void', 'undefined'],
    ['record', 'Record<string, unknown>'],
    ['_uuid', '(string)[]'],
    ['_int4', '(number)[]'],
    ['status', 'Database["public"]["Enums"]["status"]'],
    ['todos', 'Database["public"]["Tables"]["todos"]["Row"]'],
    ['trigger', 'unknown'],
    ['interval', 'unknown'],
    ['inet', 'unknown'],
  ])('%s → %s', (pg, ts) => {
    expect(pgTypeToTs(pg, schema)).toBe(ts);
  });
});

const column = (overrides: Partial<ColumnInfo>): ColumnInfo => ({
  relation: 'todos',
  name: 'title',
  type: 'text',
  nullable: false,
  hasDefault: false,
  identity: '',
  ...overrides,
});

describe('table fields (Row / Insert / Update)', () => {
  it.each<[string, Partial<ColumnInfo>, string, string, string]>([
    ['not null, no default', {}, '"title": string', '"title": string', '"title"?: string'],
    [
      'nullable',
      { name: 'description', nullable: true },
      '"description": string | null',
      '"description"?: string | null',
      '"description"?: string | null',
    ],
    [
      'not null with a default',
      { name: 'id', type: 'uuid', hasDefault: true },
      '"id": string',
      '"id"?: string',
      '"id"?: string',
    ],
    [
      'identity by default',
      { name: 'n', type: 'int8', identity: 'd' },
      '"n": number',
      '"n"?: number',
      '"n"?: number',
    ],
    [
      'identity always',
      { name: 'n', type: 'int8', identity: 'a' },
      '"n": number',
      '"n"?: never',
      '"n"?: never',
    ],
    [
      'nullable jsonb',
      { name: 'data', type: 'jsonb', nullable: true },
      '"data": Json | null',
      '"data"?: Json | null',
      '"data"?: Json | null',
    ],
  ])('%s', (_, overrides, row, insert, update) => {
    const col = column(overrides);
    expect(rowField(col, schema)).toBe(row);
    expect(insertField(col, schema)).toBe(insert);
    expect(updateField(col, schema)).toBe(update);
  });
});

describe('functions (Args / Returns)', () => {
  const fn = (overrides: Partial<Parameters<typeof functionEntry>[0]>) =>
    functionEntry(
      {
        name: 'f',
        args: [],
        tableColumns: [],
        returnType: 'void',
        returnsSet: false,
        ...overrides,
      },
      schema,
    );

  it('no arguments: Args is an empty record', () => {
    expect(fn({ returnType: 'text' })).toBe(
      '"f": { Args: Record<PropertyKey, never>; Returns: string }',
    );
  });

  it('an argument with a default is optional; void returns undefined', () => {
    expect(
      fn({
        args: [
          { name: 'p_ids', type: '_uuid', hasDefault: false },
          { name: 'p_key', type: 'text', hasDefault: true },
        ],
      }),
    ).toBe('"f": { Args: { "p_ids": (string)[]; "p_key"?: string }; Returns: undefined }');
  });

  it('returns table (...) is an array of objects', () => {
    expect(
      fn({
        tableColumns: [
          { name: 'id', type: 'uuid' },
          { name: 'done', type: 'bool' },
        ],
        returnType: 'record',
        returnsSet: true,
      }),
    ).toBe(
      '"f": { Args: Record<PropertyKey, never>; Returns: { "id": string; "done": boolean }[] }',
    );
  });
});
