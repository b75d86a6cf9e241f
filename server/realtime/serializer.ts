/**
 * The wire format of Phoenix channels as supabase/realtime speaks it (lib/realtime_web/socket/
 * v2_serializer.ex, and Phoenix's Socket.V1.JSONSerializer):
 *
 * - vsn 1.0.0: JSON objects {topic, event, payload, ref, join_ref}; the server's messages carry
 *   {topic, event, payload, ref} only.
 * - vsn 2.0.0 (realtime-js's default): JSON arrays [join_ref, ref, topic, event, payload], plus
 *   binary frames: kind 0 (push, client → server, raw payload), kind 3 (user broadcast push,
 *   client → server: a broadcast whose user payload travels as JSON text or bytes), and kind 4
 *   (user broadcast, server → client). String fields in binary frames are at most 255 bytes.
 */
export type Vsn = '1.0.0' | '2.0.0';

export function parseVsn(value: string | null): Vsn | undefined {
  // Phoenix: no vsn means 1.0.0; any 1.0.x / 2.0.x matches the "~> 1.0.0" / "~> 2.0.0" requirement.
  if (value === null) return '1.0.0';
  if (/^1\.0\.\d+$/.test(value)) return '1.0.0';
  if (/^2\.0\.\d+$/.test(value)) return '2.0.0';
  return undefined;
}

/** A broadcast whose user payload is kept as the sender encoded it (JSON text or bytes). */
export interface UserBroadcast {
  userEvent: string;
  encoding: 'json' | 'binary';
  /** JSON text when encoding is 'json', raw bytes when 'binary'. */
  userPayload: string | Uint8Array;
  /** Sent to clients as `meta` (database broadcasts carry {id}). */
  metadata?: Record<string, unknown> | undefined;
}

export interface IncomingMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  /** Parsed JSON, a UserBroadcast (kind 3), or raw bytes (kind 0). */
  payload: unknown;
}

export class InvalidMessageError extends Error {}

const KIND_PUSH = 0;
const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;

const utf8 = new TextDecoder();

function stringOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

function decodeText(vsn: Vsn, text: string): IncomingMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidMessageError('invalid JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) {
      throw new InvalidMessageError('expected V2 array');
    }
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') {
      throw new InvalidMessageError('topic and event must be strings');
    }
    return { joinRef: stringOrNull(joinRef), ref: stringOrNull(ref), topic, event, payload };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidMessageError('V1 JSON Serializer expected a map');
  }
  const { topic, event, payload, ref, join_ref: joinRef } = parsed as Record<string, unknown>;
  if (typeof topic !== 'string' || typeof event !== 'string') {
    throw new InvalidMessageError('topic and event must be strings');
  }
  return { joinRef: stringOrNull(joinRef), ref: stringOrNull(ref), topic, event, payload };
}

/** Reads `sizes.length` strings of the given byte sizes from `offset`; returns them and the end. */
function readStrings(bytes: Uint8Array, offset: number, sizes: number[]) {
  const strings: string[] = [];
  for (const size of sizes) {
    if (offset + size > bytes.length) throw new InvalidMessageError('truncated binary frame');
    strings.push(utf8.decode(bytes.subarray(offset, offset + size)));
    offset += size;
  }
  return { strings, offset };
}

function decodeBinary(bytes: Uint8Array): IncomingMessage {
  const kind = bytes[0];
  if (kind === KIND_PUSH && bytes.length >= 5) {
    const sizes = [bytes[1], bytes[2], bytes[3], bytes[4]] as number[];
    const { strings, offset } = readStrings(bytes, 5, sizes);
    const [joinRef, ref, topic, event] = strings as [string, string, string, string];
    return { joinRef, ref, topic, event, payload: bytes.slice(offset) };
  }
  if (kind === KIND_USER_BROADCAST_PUSH && bytes.length >= 7) {
    const sizes = [bytes[1], bytes[2], bytes[3], bytes[4], bytes[5]] as number[];
    const encoding = bytes[6] === 0 ? 'binary' : 'json';
    const { strings, offset } = readStrings(bytes, 7, sizes);
    const [joinRef, ref, topic, userEvent, metadataText] = strings as [
      string,
      string,
      string,
      string,
      string,
    ];
    const body = bytes.slice(offset);
    let metadata: Record<string, unknown> | undefined;
    if (metadataText !== '') {
      try {
        metadata = JSON.parse(metadataText) as Record<string, unknown>;
      } catch {
        throw new InvalidMessageError('invalid metadata JSON');
      }
    }
    const payload: UserBroadcast = {
      userEvent,
      encoding,
      userPayload: encoding === 'json' ? utf8.decode(body) : body,
      metadata,
    };
    return { joinRef, ref, topic, event: 'broadcast', payload };
  }
  throw new InvalidMessageError(`unknown binary frame kind ${String(kind)}`);
}

/** One frame from the client; V1 sockets take text only. Throws InvalidMessageError. */
export function decodeFrame(vsn: Vsn, data: string | Uint8Array): IncomingMessage {
  if (typeof data === 'string') return decodeText(vsn, data);
  if (vsn === '1.0.0') throw new InvalidMessageError('V1 sockets take text frames only');
  return decodeBinary(data);
}

export interface OutgoingMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A message or reply from the server, as text. */
export function encodeMessage(vsn: Vsn, message: OutgoingMessage): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([
      message.joinRef,
      message.ref,
      message.topic,
      message.event,
      message.payload,
    ]);
  }
  // Phoenix's V1 serializer keeps topic, event, payload and ref; join_ref is never sent.
  return JSON.stringify({
    topic: message.topic,
    event: message.event,
    payload: message.payload,
    ref: message.ref,
  });
}

/** A reply to `ref` ({status, response} under the event phx_reply). */
export function encodeReply(
  vsn: Vsn,
  reply: { joinRef: string | null; ref: string | null; topic: string },
  status: 'ok' | 'error',
  response: unknown,
): string {
  return encodeMessage(vsn, { ...reply, event: 'phx_reply', payload: { status, response } });
}

const encoder = new TextEncoder();

function byteField(value: string, name: string): Uint8Array {
  const bytes = encoder.encode(value);
  if (bytes.length > 255) throw new RangeError(`${name} is ${bytes.length} bytes, over 255`);
  return bytes;
}

/**
 * A user broadcast for clients of one topic: a kind-4 binary frame for vsn 2.0.0, and for vsn
 * 1.0.0 the JSON broadcast realtime converts it to (undefined for byte payloads, which V1
 * cannot carry: such clients get nothing, as with hosted Realtime).
 */
export function encodeUserBroadcast(
  vsn: Vsn,
  topic: string,
  message: UserBroadcast,
): Uint8Array | string | undefined {
  const metadataText = message.metadata ? JSON.stringify(message.metadata) : '';
  if (vsn === '1.0.0') {
    if (message.encoding !== 'json') return undefined;
    const meta = metadataText ? `,"meta":${metadataText}` : '';
    const payload =
      `{"event":${JSON.stringify(message.userEvent)},` +
      `"payload":${message.userPayload as string},"type":"broadcast"${meta}}`;
    return `{"topic":${JSON.stringify(topic)},"event":"broadcast","payload":${payload},"ref":null}`;
  }
  const topicBytes = byteField(topic, 'topic');
  const eventBytes = byteField(message.userEvent, 'user event');
  const metadataBytes = byteField(metadataText, 'metadata');
  const body =
    typeof message.userPayload === 'string'
      ? encoder.encode(message.userPayload)
      : message.userPayload;
  const header = [
    KIND_USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metadataBytes.length,
    message.encoding === 'json' ? 1 : 0,
  ];
  const frame = new Uint8Array(
    header.length + topicBytes.length + eventBytes.length + metadataBytes.length + body.length,
  );
  let offset = 0;
  for (const part of [Uint8Array.from(header), topicBytes, eventBytes, metadataBytes, body]) {
    frame.set(part, offset);
    offset += part.length;
  }
  return frame;
}
