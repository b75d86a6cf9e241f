import { describe, expect, it } from 'vitest';
import { parseJoinConfig, postgresChangeId, postgresChangesUnavailable } from './join-config.ts';

/**
 * The phx_join payload read as Realtime's Ecto schemas read it (lib/realtime_web/channels/
 * payloads/*.ex): FlexibleBoolean fields, defaults for what is missing or malformed, a made-up
 * presence key when none is given, and access_token before user_token.
 */
describe('parseJoinConfig', () => {
  it.each<[string, unknown, Partial<ReturnType<typeof parseJoinConfig>>]>([
    [
      "realtime-js's default config",
      {
        config: {
          broadcast: { ack: false, self: false },
          presence: { key: '', enabled: false },
          postgres_changes: [],
          private: false,
        },
        access_token: 'token',
      },
      {
        isPrivate: false,
        selfBroadcast: false,
        ackBroadcast: false,
        replicationReady: false,
        presenceEnabled: false,
        postgresChanges: [],
        replay: undefined,
        accessToken: 'token',
      },
    ],
    [
      'booleans written as strings',
      {
        config: {
          private: 'true',
          broadcast: { self: 'true', ack: 'false' },
          presence: { enabled: 'true' },
        },
      },
      { isPrivate: true, selfBroadcast: true, ackBroadcast: false, presenceEnabled: true },
    ],
    [
      'no payload at all',
      undefined,
      { isPrivate: false, accessToken: undefined, postgresChanges: [] },
    ],
    ['a config that is not a map', { config: 'x' }, { isPrivate: false, selfBroadcast: false }],
    ['user_token when there is no access_token', { user_token: 'u' }, { accessToken: 'u' }],
    [
      'access_token before user_token',
      { access_token: 'a', user_token: 'u' },
      { accessToken: 'a' },
    ],
    [
      'postgres_changes without nulls and unknown fields',
      {
        config: {
          postgres_changes: [null, { event: '*', schema: 'public', table: 'todos', extra: 1 }],
        },
      },
      { postgresChanges: [{ event: '*', schema: 'public', table: 'todos' }] },
    ],
    [
      'a replay request',
      { config: { broadcast: { replay: { since: 5, limit: 2 } } } },
      { replay: { since: 5, limit: 2 } },
    ],
  ])('%s', (_name, payload, expected) => {
    expect(parseJoinConfig(payload)).toMatchObject(expected);
  });

  it.each([
    ['a given key', { config: { presence: { key: 'tanaka' } } }, 'tanaka'],
    ['a numeric key', { config: { presence: { key: 7 } } }, '7'],
  ])('keeps %s as the presence key', (_name, payload, key) => {
    expect(parseJoinConfig(payload).presenceKey).toBe(key);
  });

  it('makes up a different presence key for each join that gives none', () => {
    const first = parseJoinConfig({ config: { presence: { key: '' } } }).presenceKey;
    const second = parseJoinConfig({}).presenceKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});

describe('postgresChangeId', () => {
  it('is the same for the same binding and differs between bindings', () => {
    const binding = { event: 'INSERT', schema: 'public', table: 'todos' };
    expect(postgresChangeId({ ...binding })).toBe(postgresChangeId(binding));
    expect(postgresChangeId({ ...binding, table: 'todo_lists' })).not.toBe(
      postgresChangeId(binding),
    );
  });
});

describe('postgresChangesUnavailable', () => {
  const prefix =
    'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for ' +
    'the given connect parameters: ';
  it.each([
    [
      { event: '*', schema: 'public', table: 'todos' },
      '[event: *, schema: public, table: todos, filters: [], select: nil]',
    ],
    [
      { event: 'INSERT', table: 'todos' },
      '[event: INSERT, schema: public, table: todos, filters: [], select: nil]',
    ],
    [
      { event: 'UPDATE', schema: 'public', table: 'todos', filter: 'id=eq.1,title=not.like.a%' },
      '[event: UPDATE, schema: public, table: todos, filters: [{"id", "eq", "1", false}, {"title", "like", "a%", true}], select: nil]',
    ],
  ])('words %j as hosted Realtime', (params, parameters) => {
    expect(postgresChangesUnavailable(params)).toBe(prefix + parameters);
  });
});
