import {
  createPrivateKey,
  createPublicKey,
  type JsonWebKey as NodeJwk,
  type KeyObject,
} from 'node:crypto';
import {
  SignJWT,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';

/** The Supabase CLI's local JWT secret; its demo anon and service-role keys are signed with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The expiry the Supabase CLI gives its demo keys (2032-11-14), so ours are byte-identical. */
const DEMO_KEY_EXPIRY = 1983812996;

/** The Postgres roles a JWT may name; anything else is refused rather than `set role`-d. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === 'string' && (API_ROLES as readonly string[]).includes(value);
}

export interface JwtClaims extends JWTPayload {
  role?: string;
  sub?: string;
  session_id?: string;
  is_anonymous?: boolean;
  email?: string;
}

export type JwtCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

/** A private signing key as GoTrue's GOTRUE_JWT_KEYS holds it (a JWK with `kid` and `alg`). */
export interface SigningJwk extends JsonWebKey {
  kid: string;
  alg: string;
  key_ops?: string[];
}

interface ImportedKeys {
  /** The key that signs access tokens (key_ops includes "sign"), when there is one. */
  signing: { kid: string; alg: string; key: KeyObject } | undefined;
  /** Public keys by kid, to verify tokens, and as /.well-known/jwks.json publishes them. */
  verifying: Map<string, { alg: string; key: KeyObject; jwk: JsonWebKey }>;
}

/**
 * The project's JWT keys: the HS256 secret (the API keys, and access tokens when no signing
 * key is configured), and optionally asymmetric signing keys as GoTrue's JWT keys
 * (supabase/auth internal/conf/jwk.go): the one whose key_ops include "sign" signs access
 * tokens with its kid; every key's public half verifies and is published as a JWKS.
 */
export class JwtKeys {
  private readonly key: Uint8Array;
  private imported: Promise<ImportedKeys> | undefined;

  constructor(
    readonly secret: string,
    private readonly signingKeys: readonly SigningJwk[] = [],
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  private keys(): Promise<ImportedKeys> {
    this.imported ??= (async () => {
      const verifying: ImportedKeys['verifying'] = new Map();
      let signing: ImportedKeys['signing'];
      for (const jwk of this.signingKeys) {
        const publicKey = createPublicKey({
          key: jwk as unknown as NodeJwk, // the DOM and node:crypto JWK types differ only in typing
          format: 'jwk',
        });
        const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: jwk.kid, alg: jwk.alg };
        verifying.set(jwk.kid, {
          alg: jwk.alg,
          key: publicKey,
          jwk: { ...publicJwk, use: 'sig', key_ops: ['verify'] },
        });
        if (!signing && jwk.key_ops?.includes('sign')) {
          signing = {
            kid: jwk.kid,
            alg: jwk.alg,
            // node:crypto, not WebCrypto: the CLI's keys list key_ops ["sign", "verify"],
            // which WebCrypto refuses on a private key.
            key: createPrivateKey({ key: jwk as unknown as NodeJwk, format: 'jwk' }),
          };
        }
      }
      return { signing, verifying };
    })();
    return this.imported;
  }

  /** Signs claims exactly as given (HS256, header {alg, typ}), in their insertion order. */
  sign(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  /** An access token: with the signing key (and its kid) when one is configured, else HS256. */
  async signAccessToken(claims: JwtClaims): Promise<string> {
    const { signing } = await this.keys();
    if (!signing) return this.sign(claims);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: 'JWT' })
      .sign(signing.key);
  }

  /** The public keys, as GoTrue's /.well-known/jwks.json lists them (none with HS256 only). */
  async jwks(): Promise<{ keys: JsonWebKey[] }> {
    return { keys: [...(await this.keys()).verifying.values()].map((entry) => entry.jwk) };
  }

  /** The API keys `supabase start` prints; with the default secret, its demo keys exactly. */
  async apiKeys(): Promise<{ anonKey: string; serviceRoleKey: string }> {
    const forRole = (role: ApiRole) =>
      this.sign({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXPIRY });
    return { anonKey: await forRole('anon'), serviceRoleKey: await forRole('service_role') };
  }

  async verify(token: string): Promise<JwtCheck> {
    try {
      const header = decodeProtectedHeader(token);
      const asymmetric = header.alg !== undefined && !header.alg.startsWith('HS');
      const entry = asymmetric ? (await this.keys()).verifying.get(header.kid ?? '') : undefined;
      if (asymmetric && !entry) {
        return {
          ok: false,
          reason: 'invalid',
          message: 'invalid JWT: unable to find a key for the kid',
        };
      }
      const { payload } = entry
        ? await jwtVerify(token, entry.key, { algorithms: [entry.alg] })
        : await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return { ok: true, claims: payload as JwtClaims };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        return {
          ok: false,
          reason: 'expired',
          message: 'token has invalid claims: token is expired',
        };
      }
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: 'invalid', message: `invalid JWT: ${detail}` };
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
