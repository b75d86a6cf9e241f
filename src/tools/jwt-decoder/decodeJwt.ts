/**
 * Reading a JSON Web Token (JWS compact form, RFC 7515/7519) without trusting it: the header
 * and payload as JSON, and the time claims (exp, iat, nbf) as dates. Nothing is verified here
 * (see verifyJwt.ts) and nothing leaves the page.
 */
export type JwtProblem =
  | 'empty'
  /** Not three dot-separated parts. */
  | 'not_jwt'
  /** Five parts: an encrypted token (JWE), whose payload cannot be read without its key. */
  | 'encrypted'
  | 'bad_base64'
  | 'not_utf8'
  | 'bad_json'
  | 'not_object';

export type JwtPart = 'header' | 'payload';

export type DecodedJwt =
  | {
      ok: true;
      header: Record<string, unknown>;
      payload: Record<string, unknown>;
      /** The header and payload exactly as the token carries them (decoded, not reformatted). */
      headerJson: string;
      payloadJson: string;
      /** The signature's length in bytes (0 for alg "none"). */
      signatureBytes: number;
    }
  | { ok: false; problem: JwtProblem; part?: JwtPart | 'signature'; detail?: string };

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function base64UrlBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function readPart(
  text: string,
  part: JwtPart,
): { ok: true; json: string; value: Record<string, unknown> } | Extract<DecodedJwt, { ok: false }> {
  const bytes = base64UrlBytes(text);
  if (!bytes) return { ok: false, problem: 'bad_base64', part };
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: 'not_utf8', part };
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return {
      ok: false,
      problem: 'bad_json',
      part,
      detail: error instanceof Error ? error.message : '',
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: 'not_object', part };
  }
  return { ok: true, json, value: value as Record<string, unknown> };
}

export function decodeJwt(input: string): DecodedJwt {
  // Pasted tokens often carry a "Bearer " prefix, quotes or line breaks.
  const token = input
    .trim()
    .replace(/^Bearer\s+/i, '')
    .replace(/^["']|["']$/g, '')
    .replace(/\s+/g, '');
  if (token === '') return { ok: false, problem: 'empty' };
  const parts = token.split('.');
  if (parts.length === 5) return { ok: false, problem: 'encrypted' };
  if (parts.length !== 3) return { ok: false, problem: 'not_jwt' };
  const header = readPart(parts[0] as string, 'header');
  if (!header.ok) return header;
  const payload = readPart(parts[1] as string, 'payload');
  if (!payload.ok) return payload;
  const signature = base64UrlBytes(parts[2] as string);
  if (!signature) return { ok: false, problem: 'bad_base64', part: 'signature' };
  return {
    ok: true,
    header: header.value,
    payload: payload.value,
    headerJson: header.json,
    payloadJson: payload.json,
    signatureBytes: signature.length,
  };
}

/** The token as verifiers need it: the three parts, without the prefixes decodeJwt tolerates. */
export function compactToken(input: string): string {
  return input
    .trim()
    .replace(/^Bearer\s+/i, '')
    .replace(/^["']|["']$/g, '')
    .replace(/\s+/g, '');
}

export type TimeClaim = 'exp' | 'iat' | 'nbf';

export interface TimeClaimView {
  claim: TimeClaim;
  /** Seconds since 1970 as written. */
  seconds: number;
  date: Date;
  /** exp: expired or not; nbf: in force or not yet; iat: issued in the future (clock skew) or not. */
  state: 'expired' | 'valid' | 'not_yet' | 'issued' | 'future';
}

/** The time claims present (NumericDate: seconds, fractions allowed), with their state at `now`. */
export function timeClaims(payload: Record<string, unknown>, now: Date): TimeClaimView[] {
  const views: TimeClaimView[] = [];
  for (const claim of ['iat', 'nbf', 'exp'] as const) {
    const seconds = payload[claim];
    if (typeof seconds !== 'number' || !Number.isFinite(seconds)) continue;
    const date = new Date(seconds * 1000);
    if (Number.isNaN(date.getTime())) continue;
    const past = date.getTime() <= now.getTime();
    const state =
      claim === 'exp'
        ? past
          ? 'expired'
          : 'valid'
        : claim === 'nbf'
          ? past
            ? 'valid'
            : 'not_yet'
          : past
            ? 'issued'
            : 'future';
    views.push({ claim, seconds, date, state });
  }
  return views;
}
