import { Serializer as PhoenixSerializer } from '@supabase/phoenix';
import RealtimeJsSerializer from '@supabase/realtime-js/dist/main/lib/serializer.js';
import { describe, expect, it } from 'vitest';
import {
  InvalidMessageError,
  decodeFrame,
  encodeMessage,
  encodeReply,
  encodeUserBroadcast,
  parseVsn,
  type UserBroadcast,
} from './serializer.ts';

/**
 * The reference is the clients' own code: Phoenix's JS serializer (as vendored by
 * @supabase/phoenix, used by realtime-js for JSON frames) and realtime-js's serializer (the
 * binary user-broadcast frames), plus realtime-js's vsn 1.0.0 codec (plain JSON.stringify /
 * JSON.parse of the message object).
 */
type ClientMessage = {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
};

function encodeWith(
  serializer: { encode: (m: never, cb: (r: unknown) => unknown) => unknown },
  message: ClientMessage,
) {
  return serializer.encode(message as never, (result) => result) as string | ArrayBuffer;
}

function decodeWith(
  serializer: { decode: (r: never, cb: (m: unknown) => unknown) => unknown },
  frame: string | ArrayBuffer,
) {
  return serializer.decode(frame as never, (message) => message) as ClientMessage;
}

const asFrame = (data: string | ArrayBuffer) =>
  typeof data === 'string' ? data : new Uint8Array(data);
const toArrayBuffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

const realtimeJs = new RealtimeJsSerializer();

describe('vsn', () => {
  it.each([
    [null, '1.0.0'],
    ['1.0.0', '1.0.0'],
    ['2.0.0', '2.0.0'],
    ['2.0.3', '2.0.0'],
    ['3.0.0', undefined],
    ['x', undefined],
  ])('%s → %s', (given, expected) => {
    expect(parseVsn(given)).toBe(expected);
  });
});

describe('vsn 2.0.0 JSON frames, against Phoenix JS serializer', () => {
  const messages: ClientMessage[] = [
    { join_ref: null, ref: '1', topic: 'phoenix', event: 'heartbeat', payload: {} },
    {
      join_ref: '3',
      ref: '3',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: {
        config: { private: true, broadcast: { self: false, ack: true } },
        access_token: 'x',
      },
    },
    {
      join_ref: '3',
      ref: '9',
      topic: 'realtime:部屋',
      event: 'presence',
      payload: { event: 'track', payload: { 名前: '田中' } },
    },
  ];

  it.each(messages)('decodes what the client encodes: $event', (message) => {
    const decoded = decodeFrame('2.0.0', asFrame(encodeWith(PhoenixSerializer, message)));
    expect(decoded).toEqual({
      joinRef: message.join_ref,
      ref: message.ref,
      topic: message.topic,
      event: message.event,
      payload: message.payload,
    });
  });

  it.each(messages)('encodes what the client decodes: $event', (message) => {
    const frame = encodeMessage('2.0.0', {
      joinRef: message.join_ref,
      ref: message.ref,
      topic: message.topic,
      event: message.event,
      payload: message.payload,
    });
    expect(decodeWith(PhoenixSerializer, frame)).toEqual(message);
  });

  it('encodes a reply as {status, response} under phx_reply', () => {
    const frame = encodeReply('2.0.0', { joinRef: '1', ref: '2', topic: 'realtime:a' }, 'error', {
      reason: 'x',
    });
    expect(decodeWith(PhoenixSerializer, frame)).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:a',
      event: 'phx_reply',
      payload: { status: 'error', response: { reason: 'x' } },
    });
  });

  it("decodes Phoenix's binary push (kind 0) with its raw payload", () => {
    const bytes = new Uint8Array([1, 2, 3, 250]);
    const frame = encodeWith(PhoenixSerializer, {
      join_ref: '5',
      ref: '6',
      topic: 'realtime:bin',
      event: 'custom',
      payload: toArrayBuffer(bytes),
    });
    const decoded = decodeFrame('2.0.0', asFrame(frame));
    expect({ ...decoded, payload: [...(decoded.payload as Uint8Array)] }).toEqual({
      joinRef: '5',
      ref: '6',
      topic: 'realtime:bin',
      event: 'custom',
      payload: [1, 2, 3, 250],
    });
  });
});

describe('user broadcast frames, against realtime-js serializer', () => {
  it.each([
    ['a JSON payload', { x: 1, text: 'こんにちは' }],
    ['an empty object', {}],
  ])('decodes a user broadcast push (kind 3) with %s', (_name, payload) => {
    const frame = encodeWith(realtimeJs, {
      join_ref: '12',
      ref: '13',
      topic: 'realtime:room:1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload },
    });
    expect(typeof frame).not.toBe('string');
    const decoded = decodeFrame('2.0.0', asFrame(frame));
    expect(decoded).toMatchObject({
      joinRef: '12',
      ref: '13',
      topic: 'realtime:room:1',
      event: 'broadcast',
    });
    const broadcast = decoded.payload as UserBroadcast;
    expect(broadcast.userEvent).toBe('cursor');
    expect(broadcast.encoding).toBe('json');
    expect(JSON.parse(broadcast.userPayload as string)).toEqual(payload);
  });

  it('decodes a user broadcast push whose payload is bytes', () => {
    const frame = encodeWith(realtimeJs, {
      join_ref: '1',
      ref: '2',
      topic: 'realtime:files',
      event: 'broadcast',
      payload: {
        type: 'broadcast',
        event: 'chunk',
        payload: toArrayBuffer(new Uint8Array([0, 255, 7])),
      },
    });
    const broadcast = decodeFrame('2.0.0', asFrame(frame)).payload as UserBroadcast;
    expect(broadcast.encoding).toBe('binary');
    expect([...(broadcast.userPayload as Uint8Array)]).toEqual([0, 255, 7]);
  });

  it.each<[string, UserBroadcast, unknown]>([
    [
      'JSON with meta',
      {
        userEvent: 'INSERT',
        encoding: 'json',
        userPayload: '{"a": 1, "名": "値"}',
        metadata: { id: 'm-1' },
      },
      { type: 'broadcast', event: 'INSERT', payload: { a: 1, 名: '値' }, meta: { id: 'm-1' } },
    ],
    [
      'JSON without meta',
      { userEvent: 'イベント', encoding: 'json', userPayload: '[1,2]' },
      { type: 'broadcast', event: 'イベント', payload: [1, 2] },
    ],
  ])('encodes a user broadcast (kind 4) the client reads: %s', (_name, message, expected) => {
    const frame = encodeUserBroadcast('2.0.0', 'realtime:room', message) as Uint8Array;
    expect(decodeWith(realtimeJs, toArrayBuffer(frame))).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: expected,
    });
  });

  it('encodes a byte payload the client reads as an ArrayBuffer', () => {
    const frame = encodeUserBroadcast('2.0.0', 'realtime:b', {
      userEvent: 'blob',
      encoding: 'binary',
      userPayload: new Uint8Array([9, 8, 7]),
    }) as Uint8Array;
    const decoded = decodeWith(realtimeJs, toArrayBuffer(frame)) as {
      payload: { payload: ArrayBuffer };
    };
    expect([...new Uint8Array(decoded.payload.payload)]).toEqual([9, 8, 7]);
  });

  it('refuses a topic over 255 bytes, which the frame cannot hold', () => {
    const message: UserBroadcast = { userEvent: 'e', encoding: 'json', userPayload: '{}' };
    expect(() => encodeUserBroadcast('2.0.0', `realtime:${'あ'.repeat(90)}`, message)).toThrow(
      RangeError,
    );
  });
});

describe('vsn 1.0.0 (JSON objects, as realtime-js encodes them with JSON.stringify)', () => {
  it('decodes the message object', () => {
    const message = {
      topic: 'realtime:a',
      event: 'phx_join',
      payload: { config: {} },
      ref: '1',
      join_ref: '1',
    };
    expect(decodeFrame('1.0.0', JSON.stringify(message))).toEqual({
      joinRef: '1',
      ref: '1',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: { config: {} },
    });
  });

  it('sends topic, event, payload and ref (no join_ref, as Phoenix V1)', () => {
    const frame = encodeMessage('1.0.0', {
      joinRef: '1',
      ref: '2',
      topic: 't',
      event: 'e',
      payload: { a: 1 },
    });
    expect(JSON.parse(frame)).toEqual({ topic: 't', event: 'e', payload: { a: 1 }, ref: '2' });
  });

  it('turns a JSON user broadcast into the JSON broadcast realtime sends V1 clients', () => {
    const frame = encodeUserBroadcast('1.0.0', 'realtime:r', {
      userEvent: 'ev',
      encoding: 'json',
      userPayload: '{"k":"v"}',
      metadata: { id: 'i' },
    }) as string;
    expect(JSON.parse(frame)).toEqual({
      topic: 'realtime:r',
      event: 'broadcast',
      payload: { event: 'ev', payload: { k: 'v' }, type: 'broadcast', meta: { id: 'i' } },
      ref: null,
    });
  });

  it('sends nothing for a byte payload', () => {
    const message: UserBroadcast = {
      userEvent: 'ev',
      encoding: 'binary',
      userPayload: new Uint8Array([1]),
    };
    expect(encodeUserBroadcast('1.0.0', 'realtime:r', message)).toBeUndefined();
  });
});

describe('malformed frames', () => {
  it.each<[string, '1.0.0' | '2.0.0', string | Uint8Array]>([
    ['not JSON', '2.0.0', '{'],
    ['a V2 frame too short', '2.0.0', '[null, "1", "phoenix"]'],
    ['a V1 array', '1.0.0', '[null, "1", "t", "e", {}]'],
    ['a V1 binary frame', '1.0.0', new Uint8Array([0, 0, 0, 0, 0])],
    ['an unknown binary kind', '2.0.0', new Uint8Array([9, 1, 2])],
    ['a truncated binary frame', '2.0.0', new Uint8Array([3, 5, 5, 5, 5, 0, 1, 65])],
  ])('%s', (_name, vsn, frame) => {
    expect(() => decodeFrame(vsn, frame)).toThrow(InvalidMessageError);
  });
});
